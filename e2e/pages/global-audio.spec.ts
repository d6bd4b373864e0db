import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../base';

/**
 * /event-global-audio/{eventId} inside a parent page: the parent posts the token message, the
 * page acks it to the parent's origin and starts joining the audio. These tests use an event
 * that does not exist (they share no event with the others): on the p2p engine the page, a
 * guest, is refused access and says why. Hearing a stage speaker is
 * e2e/voice/global-audio-voice.spec.ts.
 */

const EVENT = 'no-such-event';
const VALID = { token: 'not-a-real-token', conferenceId: EVENT, userId: 'u1', eventId: EVENT };

/** A parent page embedding the audio page at `frameSrc`; records what it receives. */
const parentHtml = (frameSrc: string) => `<!doctype html><title>parent</title>
  <script>
    window.received = [];
    addEventListener('message', (e) => received.push({ data: e.data, origin: e.origin }));
    window.post = (data) => document.querySelector('iframe').contentWindow.postMessage(data, '*');
  </script>
  <iframe src="${frameSrc}" width="10" height="10"></iframe>`;

/** Opens the parent at `parentUrl` and waits for the embedded page to listen. */
async function openParent(page: Page, parentUrl: string) {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await page.goto(parentUrl);
  const status = page.frameLocator('iframe').getByTestId('global-audio-status');
  await expect(status).toHaveAttribute('data-state', 'waiting');
  return {
    status,
    post: (data: unknown) => page.evaluate((message) => window.post(message), data),
    received: () => page.evaluate(() => window.received),
  };
}

declare global {
  interface Window {
    received: { data: unknown; origin: string }[];
    post: (data: unknown) => void;
  }
}

test('acknowledges a token message from its own origin, ignores malformed ones', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const parentUrl = `${origin}/__global-audio-parent`;
  await page.route(parentUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: parentHtml(`/event-global-audio/${EVENT}`) }),
  );
  const parent = await openParent(page, parentUrl);

  await parent.post({ token: 5, conferenceId: 'demo' });
  await parent.post({ ...VALID, eventId: 'another-event' });
  await parent.post('hello');
  await expect(parent.status).toHaveAttribute('data-ignored', '3');
  await expect(parent.status).toHaveAttribute('data-state', 'waiting');
  expect(await parent.received()).toEqual([]);

  await parent.post(VALID);
  await expect
    .poll(parent.received)
    .toEqual([{ data: { type: 'ack', conferenceId: EVENT }, origin }]);
  // Joining started: the page signed in as a guest and asked for access, which the event
  // that does not exist refuses, in the event page's words.
  await expect(parent.status).toHaveAttribute('data-state', 'noAccess', { timeout: 30_000 });
  await expect(parent.status).toHaveText("This event doesn't exist.");
  await expect(parent.status).toHaveAttribute('data-ignored', '3');
});

test('ignores a token message from a parent origin that is not allowed', async ({
  page,
  baseURL,
}) => {
  const frame = new URL(`/event-global-audio/${EVENT}`, baseURL).href;
  // A real local server on another port: another origin, and a local one (Chromium does not let
  // a page it considers public, such as an intercepted URL on another host, embed a local one).
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(parentHtml(frame));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const parent = await openParent(page, `http://127.0.0.1:${port}/`);
    await parent.post(VALID);
    await expect(parent.status).toHaveAttribute('data-ignored', '1');
    await page.waitForTimeout(500);
    expect(await parent.received()).toEqual([]);
    await expect(parent.status).toHaveAttribute('data-state', 'waiting');
  } finally {
    server.close();
  }
});

test('says so when opened on its own, not embedded', async ({ page }) => {
  await page.goto(`/event-global-audio/${EVENT}`);
  await expect(page.getByTestId('global-audio-status')).toHaveAttribute(
    'data-state',
    'notEmbedded',
  );
});
