import { expect, test, type Page } from '../base';
import { adminDb, quietDemoRoom } from '../support';
import {
  connectionsOf,
  HEARD,
  joinWithSound,
  loudestFrom,
  SILENCE,
  STAGE,
  walkUntil,
} from '../voiceSupport';

/**
 * /event-global-audio/{eventId} on the peer-to-peer engine (the default): a parent page embeds
 * it and posts the message; the page joins the event as a listen-only participant of its own (a
 * guest of the public demo event), hears the stage speaker over a one-way link and sends
 * nothing. Real WebRTC between two browser contexts, measured as received RMS inside the
 * embedded page (window.__menagerieVoice, test hooks only).
 */

const MESSAGE = { token: 'unused-on-p2p', conferenceId: 'demo', userId: 'parent', eventId: 'demo' };

const parentHtml = `<!doctype html><title>parent</title>
  <script>
    window.received = [];
    addEventListener('message', (e) => received.push(e.data));
    window.post = (data) => document.querySelector('iframe').contentWindow.postMessage(data, '*');
  </script>
  <iframe src="/event-global-audio/demo" allow="autoplay" width="40" height="40"></iframe>`;

/** The parent page's handles (its script above). */
type ParentWindow = Window & { received: unknown[]; post: (data: unknown) => void };

type Report = { peer: string; bytesSent: number; bytesReceived: number; sending: string };

/** Opens the parent page and posts the message until the page acks it. */
async function openParent(page: Page, baseURL: string) {
  const parentUrl = `${new URL(baseURL).origin}/__global-audio-parent`;
  await page.route(parentUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: parentHtml }),
  );
  await page.goto(parentUrl);
  const status = page.frameLocator('iframe').getByTestId('global-audio-status');
  await expect(status).toHaveAttribute('data-state', 'waiting');
  await expect
    .poll(async () => {
      await page.evaluate((message) => (window as ParentWindow).post(message), MESSAGE);
      return page.evaluate(() => (window as ParentWindow).received.length);
    })
    .toBeGreaterThan(0);
  return { status };
}

/** The parent page with the message posted, the frame let play sound; returns the frame. */
async function embedGlobalAudio(page: Page, baseURL: string) {
  const { status } = await openParent(page, baseURL);
  const frame = page.frames().find((each) => each.url().includes('/event-global-audio/'))!;
  // The frame may play sound once the person clicks in it (or the parent allows autoplay).
  await frame.waitForFunction(() => Boolean(window.__menagerieVoice));
  await page.locator('iframe').click();
  await expect
    .poll(() => frame.evaluate(() => window.__menagerieVoice!.audioState()))
    .toBe('running');
  return { frame, status };
}

test('a parent page embedding the global-audio page hears the stage speaker; the page sends nothing and leaves no ghost', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await quietDemoRoom();
  const speaker = await (await browser.newContext()).newPage();
  const speakerId = await joinWithSound(speaker, 'Speaker');
  await walkUntil(speaker, STAGE.x, STAGE.y);
  const event = adminDb().doc('events/demo');
  await expect
    .poll(async () => (await event.get()).get(`eventStage.participants.${speakerId}`))
    .toBe(true);

  const { frame, status } = await embedGlobalAudio(page, baseURL ?? '');
  const frameConnections = () => frame.evaluate(() => window.__menagerieVoice?.connections() ?? []);
  await expect.poll(frameConnections, { timeout: 60_000 }).toEqual([speakerId]);
  // The speaker serves the page (one way) although the page stands in no room.
  await expect.poll(() => connectionsOf(speaker), { timeout: 30_000 }).toHaveLength(1);
  const [listenerId] = await connectionsOf(speaker);
  const loudest = () =>
    frame.evaluate(async (id) => {
      let peak = 0;
      for (const until = performance.now() + 2500; performance.now() < until;) {
        peak = Math.max(peak, window.__menagerieVoice?.levels()[id] ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return peak;
    }, speakerId);
  await expect.poll(loudest, { timeout: 30_000 }).toBeGreaterThan(HEARD);
  await expect(status).toHaveAttribute('data-state', 'ready');
  await expect(status).toHaveText('Audio connected');

  // The page sends nothing: no track on its link, no audio bytes out, nothing heard by the
  // speaker from it.
  const links = (await frame.evaluate(() => window.__menagerieVoice!.inspect())) as Report[];
  expect(links.map(({ peer, bytesSent, sending }) => ({ peer, bytesSent, sending }))).toEqual([
    { peer: speakerId, bytesSent: 0, sending: 'none' },
  ]);
  expect(links[0]!.bytesReceived).toBeGreaterThan(0);
  expect(await loudestFrom(speaker, listenerId!)).toBeLessThan(SILENCE);

  // A listener, not a person in the room: no position, never online among the attendees, and
  // announced as a global-audio listener instead.
  const db = adminDb();
  expect((await db.doc(`events/demo/rooms/demo/positions/${listenerId}`).get()).exists).toBe(false);
  expect((await db.doc(`events/demo/users/${listenerId}`).get()).get('online')).toBeUndefined();
  const announcement = db.doc(`events/demo/globalAudioListeners/${listenerId}`);
  expect((await announcement.get()).exists).toBe(true);

  // The parent closes: the page withdraws and says goodbye, and the speaker lets it go.
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await announcement.get()).exists, { timeout: 15_000 }).toBe(false);
  await expect.poll(() => connectionsOf(speaker), { timeout: 15_000 }).toEqual([]);

  // Embedded beside the speaker's own session (same origin, same user, online in the event),
  // the page does not start a second voice session of that person.
  const beside = await speaker.context().newPage();
  const embedded = await openParent(beside, baseURL ?? '');
  await expect(embedded.status).toHaveAttribute('data-state', 'inEvent');
  await expect(embedded.status).toHaveText(
    'You are in this event in another window: its audio plays there.',
  );
  expect(await connectionsOf(speaker)).toEqual([]);
});
