/* global window, document */
// The soak's two browsers: each joins the demo room (join.mjs) in a context of its own and is
// watched for page errors; what each received is read from the bench build's test hooks
// (src/features/chat/chatTestHook.ts, src/features/world/sync/positionLag.ts). One keeps the
// chat panel open and has read back one page, as someone scrolling the history would; the other
// keeps it closed (the dock's listener and previews only).
import { join } from './join.mjs';
import { isTransportRetry } from './soakReport.mjs';

const AFTER_SOAK_MS = 30_000;

/** Opens and joins one page; `errors` collects its uncaught errors and console errors. */
async function openPage(browser, base, name) {
  const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
  const page = await context.newPage();
  const errors = [];
  const transportRetries = [];
  // Which requests failed (a console error names no address), for a failed soak's report.
  const failedRequests = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failedRequests.push(`${response.status()} ${response.url().split('?')[0]}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (isTransportRetry(message.text(), url)) transportRetries.push(url.split('?')[0]);
    else errors.push(`console: ${message.text()}`);
  });
  // Voice joins its conference (audio-joinEventConference) soon after the world. Its answer is
  // awaited before the crowd arrives: a functions worker's cold start beside 200 arrivals'
  // triggers on 2 cores once took longer than the callable's 30 s, which is the emulator's
  // start-up under load, not the steady state the soak is about.
  const voiceJoined = page
    .waitForResponse((response) => response.url().includes('audio-joinEventConference'), {
      timeout: 90_000,
    })
    .catch(() => console.warn(`${name}: no conference join seen; soaking anyway.`));
  await join(page, base, name);
  return { name, page, context, errors, transportRetries, failedRequests, lag: [], voiceJoined };
}

export async function openSoakPages(browser, base) {
  const reader = await openPage(browser, base, 'Soak reader');
  const idle = await openPage(browser, base, 'Soak idle');
  await reader.page.locator('.chat__button').click();
  await reader.page.locator('.chat__messages').waitFor({ state: 'attached' });
  const pages = [reader, idle];
  await Promise.all(pages.map((entry) => entry.voiceJoined));
  return {
    pages,
    /** Reads back one page of history in the open chat (once the latest page is full). */
    async loadEarlier() {
      // A loaded machine (the soak closes npm test) may take a while to fill the first page.
      await reader.page.getByRole('button', { name: 'Load earlier messages' }).click({
        timeout: 90_000,
      });
    },
    /** Moves the position lag samples out of the pages (their buffers stay small). */
    async drainLag() {
      for (const entry of pages) {
        entry.lag.push(...(await entry.page.evaluate(() => window.__menagerieLag.take())));
      }
    },
    /**
     * Each page's received messages, what its chat's list holds now, rows shown twice, and
     * (open panel) the rows on screen.
     */
    async received() {
      return Promise.all(
        pages.map(async (entry) => ({
          ...entry,
          ...(await entry.page.evaluate(() => ({
            messages: window.__menagerieChat.received(),
            current: window.__menagerieChat.current(),
            repeatedRows: window.__menagerieChat.repeatedRows(),
            rows: [...document.querySelectorAll('.chat__messages li')].map((li) => li.textContent),
          }))),
        })),
      );
    },
    /**
     * After the soak, each page types a chat line and the other must receive it: proof that
     * both write and listen, whatever transport retries happened during the soak. Returns the lines
     * that did not arrive within AFTER_SOAK_MS.
     */
    async roundTrip(run) {
      const missing = [];
      for (const [from, to] of [
        [reader, idle],
        [idle, reader],
      ]) {
        const text = `After the soak ${run}, ${from.name} still writes.`;
        if (!(await from.page.locator('.chat__messages').count())) {
          await from.page.locator('.chat__button').click();
        }
        const field = from.page.getByRole('textbox', { name: 'Message' });
        await field.fill(text);
        await field.press('Enter');
        const arrived = await to.page
          .waitForFunction(
            (line) => window.__menagerieChat.received().some((m) => m.message === line),
            text,
            { timeout: AFTER_SOAK_MS, polling: 250 },
          )
          .then(() => true)
          .catch(() => false);
        if (!arrived)
          missing.push(`${from.name}'s line typed after the soak never reached ${to.name}`);
      }
      return missing;
    },
    /**
     * What each page shows now, for a failed soak's report: the path, the world's remotes and
     * the page's text, with a screenshot in test-results/ (the run is gone once the pages close).
     */
    async describe() {
      return Promise.all(
        pages.map(async (entry) => {
          const file = `test-results/soak-${entry.name.replace(/\W+/g, '-').toLowerCase()}.png`;
          await entry.page.screenshot({ path: file }).catch(() => undefined);
          const state = await entry.page
            .evaluate(() => ({
              path: window.location.pathname,
              world: Boolean(window.__menagerie),
              remotesShown: window.__menagerie?.visibleRemotes().length ?? 0,
              online: window.navigator.onLine,
              text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 240),
            }))
            .catch((error) => ({ error: String(error) }));
          return (
            `${entry.name}: ${JSON.stringify(state)} (screenshot ${file}); failed requests: ` +
            `${entry.failedRequests.slice(0, 5).join(', ') || 'none'}`
          );
        }),
      );
    },
    close: () => Promise.all(pages.map((entry) => entry.context.close())),
  };
}
