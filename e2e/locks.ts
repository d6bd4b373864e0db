/**
 * Playwright test locks for what own-event specs share beyond their own events. Two own-event
 * specs may run at once (playwright.config.ts), so a spec that changes one of these, or asserts
 * something that depends on it, declares its lock at the top of the file
 * (`test.describe.configure({ lock: [...] })`), and no two holders of a lock ever run together,
 * whichever lanes they are in. A retried test runs alone in any case.
 */
export const LOCKS = {
  /**
   * settings/global: the default template (rooms are furnished from it), the closing
   * announcement and the subscriptions and audio quota switches. Its writers restore what they
   * found, so only a concurrent reader or writer can be misled.
   */
  globalSettings: 'settings/global',
  /**
   * The scenery catalogue (assets/*): the room editor's heading counts it ('Scenery (13)'), and
   * specs add assets of their own for a while.
   */
  sceneryCatalogue: 'assets',
} as const;
