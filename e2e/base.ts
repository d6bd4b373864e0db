import { test as base } from '@playwright/test';
import { ownerAndGuestInEvent, ownerInOwnEvent } from './fixtures';

type OwnEvent = Awaited<ReturnType<typeof ownerInOwnEvent>>;
type OwnerAndGuest = Awaited<ReturnType<typeof ownerAndGuestInEvent>>;

/**
 * How long a fixture that joins people into a new event may take, apart from the test's own
 * timeout: a join on a busy 2-core machine takes 10-30 s, so the test's budget (test.setTimeout
 * in its body, which runs after the fixtures) is left for what the test itself does.
 */
const JOIN_FIXTURE_TIMEOUT_MS = 90_000;

/**
 * Playwright's test, plus one rule: every browser context a test opened is closed when it ends.
 * Contexts made with browser.newContext() are not closed by Playwright until the worker's
 * browser goes; left open, their worlds keep rendering (SwiftShader CPU) and their voices keep
 * talking in the demo room, slowing and disturbing every later test.
 */
export const test = base.extend<{
  closeContexts: void;
  /** A new account's own new event, its owner signed in on `page` and joined as 'Owner'. */
  ownEvent: OwnEvent;
  /** A new event's owner and a guest account, each on a page of its own, both joined. */
  ownerAndGuest: OwnerAndGuest;
}>({
  // Playwright closes its own `page` fixture's context without running the page's unload
  // handlers: the person would stay online with an avatar in the room (a ghost for the next
  // tests). It is closed as a tab is, first.
  page: async ({ page }, runTest) => {
    await runTest(page);
    if (!page.isClosed()) {
      await page.close({ runBeforeUnload: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  },
  ownEvent: [
    async ({ page }, use) => use(await ownerInOwnEvent(page)),
    { timeout: JOIN_FIXTURE_TIMEOUT_MS },
  ],
  // Two joins one after the other.
  ownerAndGuest: [
    async ({ browser }, use) => use(await ownerAndGuestInEvent(browser)),
    { timeout: 2 * JOIN_FIXTURE_TIMEOUT_MS },
  ],
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      // Pages close as a person's tabs do (pagehide runs: offline, position removed), then
      // their contexts go once the goodbye requests have had a moment to leave.
      const pages = browser.contexts().flatMap((context) => context.pages());
      await Promise.all(pages.map((page) => page.close({ runBeforeUnload: true })));
      if (pages.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
