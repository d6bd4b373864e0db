// Faults: nothing lost, nothing hangs. The database out of reach mid-session (one browser's
// Firestore traffic cut by a proxy, e2e/databaseOutage.ts), the functions out of reach (their
// requests refused), and a tab that crashes.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { databaseOutageFor, type OutageMode } from '../databaseOutage';
import {
  addPresentPerson,
  createAccount,
  createEvent,
  joinEventFromForm,
  ownerInOwnEvent,
  signIn,
} from '../fixtures';
import { runScheduled, scheduledTriggerUrl } from '../scheduler';
import { adminDb, openEditor, playerOf, remotesOf, waitForWorld, walkUntilThere } from '../support';
import { CALL_TIMEOUT_MS } from '../../src/domain/protocol/callFailures';
import { PRESENCE } from '../../src/domain/constants';

/**
 * How long the database stays away after the test has seen everything it checks during the
 * outage. The scenario is 20 s (FAULT_OUTAGE_MS=20000); in the suite the outage lasts only as
 * long as it takes to prove the point.
 */
const EXTRA_OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 0);
/** 'refuse' (a blocked port) by default; FAULT_OUTAGE_MODE=pause for a paused process. */
const OUTAGE_MODE = (process.env.FAULT_OUTAGE_MODE ?? 'refuse') as OutageMode;

const SERVER_DOWN = 'Connection lost. Reconnecting... What you write is sent when it is back.';

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const line = (page: Page, text: string) =>
  messageLog(page).getByRole('listitem').filter({ hasText: text });

/** Documents of the event's chat holding `text` (what the server stored). */
async function storedLines(eventId: string, text: string): Promise<number> {
  const messages = await adminDb().collection(`events/${eventId}/messages`).get();
  return messages.docs.filter((message) => message.get('message') === text).length;
}

test('the database out of reach mid-session: lines written meanwhile wait as "Sending...", the composer stays free, the outage is said, and each line arrives once when it is back', async ({
  browser,
}) => {
  test.setTimeout(180_000 + EXTRA_OUTAGE_MS);
  const owner = await createAccount();
  const guest = await createAccount();
  const event = await createEvent(owner.uid);
  const ownerPage = await (await browser.newContext()).newPage();
  const guestContext = await browser.newContext();
  const outage = await databaseOutageFor(guestContext);
  const guestPage = await guestContext.newPage();
  await signIn(ownerPage, `/event/${event.slug}`, owner);
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Guest');
  await chatButton(ownerPage).click();
  await chatButton(guestPage).click();
  await messageField(guestPage).fill('Before the outage');
  await messageField(guestPage).press('Enter');
  await expect(line(ownerPage, 'Before the outage')).toHaveCount(1);

  outage.start(OUTAGE_MODE);
  const startedAt = Date.now();
  const during = ['Written during the outage', 'And a second line right after'];
  // The first line: the field is free again at once, the line waits in the list.
  await messageField(guestPage).fill(during[0]!);
  await messageField(guestPage).press('Enter');
  await expect(messageField(guestPage)).toHaveValue('');
  await expect(line(guestPage, during[0]!)).toContainText('Sending...');
  // The page says the connection is down while it is (in a live region, so it is announced).
  await expect(guestPage.getByRole('status').getByText(SERVER_DOWN)).toBeVisible();
  // The next line can be written meanwhile.
  await messageField(guestPage).fill(during[1]!);
  await guestPage.getByRole('button', { name: 'Send' }).click();
  await expect(messageField(guestPage)).toHaveValue('');
  await expect(line(guestPage, during[1]!)).toContainText('Sending...');
  await guestPage.screenshot({ path: test.info().outputPath('database-outage.png') });
  expect(await storedLines(event.id, during[0]!)).toBe(0);
  await expect(line(ownerPage, during[0]!)).toHaveCount(0);

  const left = EXTRA_OUTAGE_MS - (Date.now() - startedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  outage.end();
  const endedAt = Date.now();

  // Reconnected by itself: the notice goes, the lines are sent, each once, in order.
  await expect(guestPage.getByText(SERVER_DOWN)).toHaveCount(0, { timeout: 30_000 });
  for (const text of during) {
    await expect(line(guestPage, text)).not.toContainText('Sending...', { timeout: 30_000 });
    await expect(line(ownerPage, text)).toHaveCount(1);
    expect(await storedLines(event.id, text)).toBe(1);
  }
  console.log(
    `database outage (${OUTAGE_MODE}) ${endedAt - startedAt} ms; ` +
      `lines delivered ${Date.now() - endedAt} ms after it ended`,
  );
  await expect(messageLog(ownerPage)).toContainText(
    new RegExp(`Before the outage[\\s\\S]*${during[0]}[\\s\\S]*${during[1]}`),
  );
  await guestPage.screenshot({ path: test.info().outputPath('database-back.png') });
  await outage.close();
});

/** How often the test plays Cloud Scheduler for presence-sweepOfflineUsers. */
const SWEEP_EVERY_MS = 10_000;

/** Requests to the functions emulator (every callable). */
const toFunctions = (url: URL) => url.port === '5001';

test('the functions out of reach: the event page says so within the call timeout, and Retry joins once they are back', async ({
  browser,
}) => {
  test.setTimeout(120_000 + CALL_TIMEOUT_MS);
  const guest = await createAccount();
  const event = await createEvent((await createAccount()).uid);
  const page = await (await browser.newContext()).newPage();

  // Refused (a blocked port): the failure is said at once, with a way to try again.
  await page.route(toFunctions, (route) => route.abort('connectionrefused'));
  await signIn(page, `/event/${event.slug}`, guest);
  const failed = page.getByRole('heading', { name: 'Unable to join the event.' });
  await expect(failed).toBeVisible();
  await expect(page.getByText('Could not reach the server. Check your connection')).toBeVisible();

  // Unanswered (a server that hangs): the spinner gives way to the same message within the
  // call's timeout.
  await page.unroute(toFunctions);
  const held: Array<() => void> = [];
  await page.route(toFunctions, (route) => {
    held.push(() => void route.abort('timedout').catch(() => undefined));
  });
  const retriedAt = Date.now();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('connecting to event...')).toBeVisible();
  await expect(failed).toBeVisible({ timeout: CALL_TIMEOUT_MS + 10_000 });
  const waited = Date.now() - retriedAt;
  expect(waited).toBeGreaterThanOrEqual(CALL_TIMEOUT_MS - 1_000);
  for (const release of held.splice(0)) release();

  // Back: Retry reaches the join form and the world.
  await page.unroute(toFunctions);
  await page.getByRole('button', { name: 'Retry' }).click();
  await joinEventFromForm(page, event.name, 'Patient');
  await waitForWorld(page);
  console.log(`unanswered call failed visibly after ${waited} ms`);
});

test('the functions out of reach while banning: the confirmation stays open, says why and offers Try again, which bans once they are back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const guest = await addPresentPerson(event.id, 'Rowdy');
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await page.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = page.getByRole('dialog', { name: 'Attendees' });
  const row = people.getByRole('listitem').filter({ hasText: 'Rowdy' });

  await page.route(toFunctions, (route) => route.abort('connectionrefused'));
  await row.getByRole('button', { name: 'Ban' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ban Rowdy?' });
  await confirm.getByRole('button', { name: 'Ban from event' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Could not reach the server.');
  const member = adminDb().doc(`events/${event.id}/members/${guest.uid}`);
  expect((await member.get()).get('banned')).not.toBe(true);

  await page.unroute(toFunctions);
  await confirm.getByRole('button', { name: 'Try again' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(people.getByRole('list', { name: 'Banned attendees' })).toContainText('Rowdy');
});

test('the functions out of reach on the stage: the overlay says why and offers Try again, which puts the speaker on stage once they are back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const stage = { x: 520, y: 520 };
  await adminDb().doc(`events/${event.id}`).update({ 'eventStage.isPublic': true });
  await adminDb()
    .doc(`events/${event.id}/rooms/_main/instances/stage`)
    .set({ assetId: 'stage', assetType: 'interactive', ...stage, angle: 0, created: 0, props: {} });
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Speaker');
  const onStage = async () =>
    (await adminDb().doc(`events/${event.id}`).get()).get(`eventStage.participants.${owner.uid}`);

  await page.route(toFunctions, (route) => route.abort('connectionrefused'));
  await walkUntilThere(page, stage.x, stage.y);
  const overlay = page.getByRole('region', { name: 'Global stage' });
  await expect(overlay.getByRole('alert')).toContainText('Could not reach the server.');
  expect(await onStage()).not.toBe(true);

  await page.unroute(toFunctions);
  await overlay.getByRole('button', { name: 'Try again' }).click();
  await expect(overlay.getByRole('status')).toContainText('Connected');
  await expect.poll(onStage).toBe(true);
  await expect(overlay.getByRole('alert')).toHaveCount(0);
});

test('the functions out of reach in the editor: a channel zone is placed, the status says it has no channel yet and offers Try again, which gives it one once they are back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Editor');
  const panel = await openEditor(page);
  // The editor's own status line (a lazy part of the panel has a 'Loading...' status too).
  const status = panel.locator('.room-editor__status');
  const zones = async () => {
    const snap = await adminDb().collection(`events/${event.id}/rooms/_main/instances`).get();
    return snap.docs.filter((d) => d.get('assetId') === 'channelZone');
  };

  await page.route(toFunctions, (route) => route.abort('connectionrefused'));
  await panel.getByRole('button', { name: 'Audio channel zone' }).click();
  await panel.getByRole('button', { name: 'Place here' }).click();
  await expect(status).toContainText(
    'Placed, but the zone has no channel of its own yet: Could not reach the server.',
  );
  expect((await zones()).map((zone) => zone.get('props._channelId'))).toEqual([undefined]);

  await page.unroute(toFunctions);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(status).toHaveText('Audio channel zone has its channel.');
  expect((await zones())[0]!.get('props._channelId')).toEqual(expect.any(String));
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a tab killed without unload: its avatar stays while its keep-alive is fresh; once it is stale the scheduled sweep takes it out of every other world', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createAccount();
  const guest = await createAccount();
  const event = await createEvent(owner.uid);
  const ownerPage = await (await browser.newContext()).newPage();
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await signIn(ownerPage, `/event/${event.slug}`, owner);
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Doomed');
  await waitForWorld(ownerPage);
  const seen = async () => (await remotesOf(ownerPage)).some((remote) => remote.id === guest.uid);
  await expect.poll(seen, { timeout: 30_000 }).toBe(true);
  const sweep = await scheduledTriggerUrl('presence-sweepOfflineUsers');

  // The context goes without its pages' unload handlers (base.ts): no pagehide, no goodbye.
  await guestContext.close();
  const user = adminDb().doc(`events/${event.id}/users/${guest.uid}`);

  // The sweep runs while the keep-alive is fresh: the person may only be slow, and stays.
  await runScheduled(sweep);
  expect(await seen()).toBe(true);
  // Two minutes of silence without waiting them out: no tab is left to write a keep-alive, so
  // setting the last one back past the stale mark is what the passing time would do.
  const staleAt = Date.now();
  await user.update({
    lastKeepAlive: Timestamp.fromMillis(staleAt - PRESENCE.staleAfterMs - 1000),
  });
  // Swept as Cloud Scheduler does (every minute; every 10 s here): the avatar goes within one
  // sweep, and a moment for the owner's listener.
  await expect
    .poll(
      async () => {
        await runScheduled(sweep);
        return seen();
      },
      { intervals: [SWEEP_EVERY_MS], timeout: SWEEP_EVERY_MS + 20_000 },
    )
    .toBe(false);
  expect((await user.get()).get('online')).toBe(false);
  const position = await adminDb()
    .doc(`events/${event.id}/rooms/_main/positions/${guest.uid}`)
    .get();
  expect(position.exists).toBe(false);
  console.log(`crashed tab gone ${Date.now() - staleAt} ms after its keep-alive went stale`);
});

test('the scheduled jobs run by themselves in the test stack, as in a deployment: a ghost left by a crashed tab 24 minutes ago is marked offline and its position removed within two sweeps', async () => {
  // No page and nobody calls a trigger here: only the stack's scheduler (scripts/emulators/
  // scheduler.mjs, every minute for this sweep) can take the ghost out. (An event admin's
  // attendees panel would ask the server to check a stale person itself: no page is open.)
  test.setTimeout(200_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const { uid: ghost } = await addPresentPerson(
    event.id,
    'Ghost',
    { roomId: '_main', x: 3, y: 3 },
    Timestamp.fromMillis(Date.now() - 24 * 60_000),
  );
  const user = adminDb().doc(`events/${event.id}/users/${ghost}`);
  const position = adminDb().doc(`events/${event.id}/rooms/_main/positions/${ghost}`);

  const SWEEP_PERIOD_MS = 60_000;
  await expect
    .poll(
      async () => ({
        online: (await user.get()).get('online'),
        standing: (await position.get()).exists,
      }),
      { intervals: [2000], timeout: 2 * SWEEP_PERIOD_MS + 20_000 },
    )
    .toEqual({ online: false, standing: false });
});

test('nobody dials an absent person: a page sends voice signals to the person standing beside it and none to a ghost (online, its keep-alive 24 minutes old) beside them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { event } = await ownerInOwnEvent(page, 'Caller');
  await waitForWorld(page);
  const me = await playerOf(page);
  const present = await addPresentPerson(event.id, 'Present', {
    roomId: '_main',
    x: me.x + 1.5,
    y: me.y,
  });
  // Written with its old keep-alive and position at once: never fresh, even for a moment.
  const ghost = await addPresentPerson(
    event.id,
    'Ghost',
    { roomId: '_main', x: me.x - 1.5, y: me.y },
    Timestamp.fromMillis(Date.now() - 24 * 60_000),
  );

  const signalsTo = async (uid: string) =>
    (await adminDb().collection(`events/${event.id}/signals`).where('to', '==', uid).get()).size;
  // The page's voice plans over the people present: it asks for the present person...
  await expect.poll(() => signalsTo(present.uid), { timeout: 60_000 }).toBeGreaterThan(0);
  // ...and, planning over the same world, has sent the ghost nothing (before, every visitor
  // sent it requests, offers and candidates that nobody would ever read).
  expect(await signalsTo(ghost.uid)).toBe(0);
});
