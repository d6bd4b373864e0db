import { test as base } from '@playwright/test';

/**
 * Playwright's test, plus one rule: every browser context a test opened is closed when it ends.
 * Contexts made with browser.newContext() are not closed by Playwright until the worker's
 * browser goes; left open, their worlds keep rendering (SwiftShader CPU) and their voices keep
 * talking in the demo room, slowing and disturbing every later test.
 */
export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
