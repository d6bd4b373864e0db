import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, joinEventFromForm, setMember, signIn } from '../fixtures';
import { adminDb, playerOf, walkTo } from '../support';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.globalSettings] });

/**
 * The audio quota (src/domain/billing/audioQuota.ts) as people meet it: the server refuses a voice
 * seat beyond a trial event's 25 people, the refused person is told why and keeps walking and
 * chatting; organisers see how many free user-minutes remain when few do.
 */

const FUNCTIONS = 'http://127.0.0.1:5001';

/** `count` people already in voice in the event, as audio-joinEventConference leaves them. */
async function seedInVoice(eventId: string, count: number): Promise<void> {
  const now = Date.now();
  const uids = Array.from({ length: count }, (_, i) => `talker-${i}`);
  const db = adminDb();
  await db.doc(`conferences/${eventId}/openConferences/${eventId}`).set({
    conferenceId: `conf-${eventId}`,
    alias: eventId,
    startedMs: now,
    lastLeftMs: now,
    closedPresenceMs: 0,
    users: Object.fromEntries(uids.map((uid) => [uid, true])),
    sessions: Object.fromEntries(uids.map((uid) => [uid, now])),
  });
  await db
    .doc(`conferences/${eventId}`)
    .set({ voiceSeats: Object.fromEntries(uids.map((uid) => [uid, eventId])) }, { merge: true });
}

/**
 * Runs quota-accumulateAudioUsage through the functions emulator's trigger route, as Cloud
 * Scheduler would (tests/functions/support/scheduled.ts explains the route).
 */
async function runQuotaSchedule(): Promise<void> {
  const { backends } = (await (await fetch(`${FUNCTIONS}/backends`)).json()) as {
    backends: Array<{ functionTriggers: Array<{ id: string; name: string }> }>;
  };
  const trigger = backends
    .flatMap((backend) => backend.functionTriggers)
    .find((candidate) => candidate.name === 'quota-accumulateAudioUsage');
  expect(trigger, 'quota-accumulateAudioUsage is loaded').toBeDefined();
  const base = `${FUNCTIONS}/functions/projects/demo-menagerie/triggers`;
  const unknown = await fetch(`${base}/${trigger!.id}-unknown`, { method: 'POST' });
  const valid = (await unknown.text()).split('valid functions are: ')[1]?.split(', ') ?? [];
  const key = valid.find((candidate) => new RegExp(`^${trigger!.id}-\\d+$`).test(candidate));
  expect(key, `a trigger key among ${valid.join(', ')}`).toBeDefined();
  expect((await fetch(`${base}/${key}`, { method: 'POST' })).status).toBe(200);
}

/** An event's owner, and a guest already granted access to it. */
async function ownerAndGrantedGuest() {
  const owner = await createAccount();
  const guest = await createAccount();
  const event = await createEvent(owner.uid);
  await setMember(event.id, guest.uid, { granted: true });
  return { owner, guest, event };
}

/**
 * A past conference in which `minutes` user-minutes were spent, accounted for by the scheduled
 * accumulation, which writes the event's quota summary.
 */
async function useFreeMinutes(eventId: string, minutes: number): Promise<void> {
  await adminDb()
    .doc(`conferences/${eventId}`)
    .set({
      completedConferences: {
        earlier: {
          alias: eventId,
          seconds: 3600,
          totalPresenceDuration: minutes * 60,
          activeUsers: 5,
        },
      },
      // As closing the conference's last session marks it for the next accounting pass.
      pendingAccounting: true,
    });
  await runQuotaSchedule();
  const summary = (await adminDb().doc(`events/${eventId}/restricted/audioQuota`).get()).data();
  expect(summary).toMatchObject({ usedMinutes: minutes, freeMinutes: 300, paid: false });
}

/** Someone refused voice still walks: the avatar moves. */
async function expectWalks(page: Page): Promise<void> {
  const before = await playerOf(page);
  await walkTo(page, before.x + 3, before.y);
  await expect
    .poll(async () => Math.abs((await playerOf(page)).x - before.x), { timeout: 30_000 })
    .toBeGreaterThan(1);
}

const refusal = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /Voice in this event is full \(25 people\)/ });

test('the 26th person in a trial event is refused voice by the server, told why, and still walks and chats', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { guest, event } = await ownerAndGrantedGuest();
  await seedInVoice(event.id, 25);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, `/event/${event.slug}`, guest);
  await joinEventFromForm(page, event.name, 'Latecomer');

  // The server said no (no seat, so the signalling rules refuse this person's signals too),
  // and the voice panel says why and that walking and chat go on.
  await expect(refusal(page)).toBeVisible({ timeout: 30_000 });
  await expect(refusal(page)).toContainText('You can still walk around and chat.');
  // No microphone to mute: the panel offers no Mute button.
  await expect(page.getByRole('button', { name: /^(Mute|Unmute)/ })).toHaveCount(0);
  const seats = (await adminDb().doc(`conferences/${event.id}`).get()).get('voiceSeats');
  expect(Object.keys(seats)).toHaveLength(25);
  expect(seats[guest.uid]).toBeUndefined();
  await page.screenshot({ path: '/tmp/quota-refused.png' });
  await expectNoViolations(page, 'event, voice refused by the audio quota');

  await expectWalks(page);

  // Chat: a message is sent and shown.
  await page.getByRole('button', { name: /^Chat/ }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('I can still chat');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('I can still chat');

  // Someone leaves voice: 'Try again' asks the server again, and this time the seat is given.
  const ledger = adminDb().doc(`conferences/${event.id}`);
  await adminDb()
    .doc(`conferences/${event.id}/openConferences/${event.id}`)
    .update({ 'sessions.talker-0': FieldValue.delete() });
  await ledger.update({ 'voiceSeats.talker-0': FieldValue.delete() });
  await page.locator('.voice-badge').getByRole('button', { name: 'Try again' }).click();
  await expect(refusal(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^(Mute|Unmute)/ })).toBeVisible();
  await expect
    .poll(async () => (await ledger.get()).get('voiceSeats')?.[guest.uid], { timeout: 30_000 })
    .toBe(event.id);
});

test('organisers see the free user-minutes remaining when few are left, with an upgrade link; attendees do not; with free audio off, the note says so and a newcomer is refused voice', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { owner, guest, event } = await ownerAndGrantedGuest();
  // 295 of the 300 free user-minutes used.
  await useFreeMinutes(event.id, 295);

  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, `/event/${event.slug}`, owner);
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  const note = ownerPage.getByRole('status').filter({ hasText: 'user-minutes of free audio' });
  await expect(note).toContainText('5 user-minutes of free audio remaining.');
  await expect(note.getByRole('link', { name: 'Upgrade this event' })).toHaveAttribute(
    'href',
    `/user/billing/upgrade-event/${event.id}`,
  );
  await ownerPage.screenshot({ path: '/tmp/quota-organiser.png' });
  await expectNoViolations(ownerPage, 'event, organiser with the audio quota note');

  // Event settings show the plan: the free audio used and left, and the way to upgrade.
  await ownerPage.getByRole('button', { name: 'Organizer' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Event settings' }).click();
  const settings = ownerPage.getByRole('dialog', { name: 'Event settings' });
  const plan = settings.getByRole('region', { name: 'Audio plan' });
  await expect(plan).toContainText(
    'Free audio: 4.9 of 5 hours used. 5 user-minutes of free audio remaining.',
  );
  await expect(plan.getByRole('link', { name: 'Upgrade this event' })).toHaveAttribute(
    'href',
    `/user/billing/upgrade-event/${event.id}`,
  );
  // Billing opens beside the world, not instead of it.
  await expect(plan.getByRole('link', { name: 'Upgrade this event' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await ownerPage.screenshot({ path: test.info().outputPath('event-settings-audio-plan.png') });
  await expectNoViolations(ownerPage, 'Event settings with the audio plan');
  await ownerPage.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);

  const guestPage = await (await browser.newContext()).newPage();
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Guest');
  // The guest is in voice (5 minutes remain) and sees no quota note.
  await expect(guestPage.getByRole('region', { name: 'Voice' })).toBeVisible();
  await expect(guestPage.getByText('user-minutes of free audio')).toHaveCount(0);

  // Staff switch the event's free audio off (as setEventAudioPlan writes it and marks the
  // ledger for the next pass): the organisers' note says so, and someone who joins now is
  // refused a voice seat by the server with the reason, and is told they can still walk and chat.
  await adminDb()
    .doc(`events/${event.id}`)
    .set({ audioUsage: { freeAudioDisabled: true } }, { merge: true });
  await adminDb().doc(`conferences/${event.id}`).update({ pendingAccounting: true });
  await runQuotaSchedule();
  await expect(
    ownerPage.getByRole('status').filter({ hasText: 'Free audio is disabled. Upgrade now.' }),
  ).toBeVisible();
  const latecomer = await createAccount();
  const latePage = await (await browser.newContext()).newPage();
  await signIn(latePage, `/event/${event.slug}`, latecomer);
  await joinEventFromForm(latePage, event.name, 'Late');
  const off = latePage.getByRole('alert').filter({ hasText: 'its free audio is disabled' });
  await expect(off).toHaveText(
    /Voice is off in this event: its free audio is disabled\. You can still walk around and chat\./,
    { timeout: 30_000 },
  );
  await expect(latePage.getByRole('button', { name: /^(Mute|Unmute)/ })).toHaveCount(0);
  expect(
    (await adminDb().doc(`conferences/${event.id}`).get()).get('voiceSeats'),
  ).not.toHaveProperty(latecomer.uid);

  // A custom plan (unlimited): Event settings offer no upgrade.
  await adminDb()
    .doc(`events/${event.id}`)
    .set({ audioUsage: { customPlan: 'company', ignoreTrialLimit: true } }, { merge: true });
  await adminDb().doc(`conferences/${event.id}`).update({ pendingAccounting: true });
  await runQuotaSchedule();
  await ownerPage.getByRole('button', { name: 'Organizer' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Event settings' }).click();
  await expect(plan).toContainText('A custom audio plan: no free-minute limit.');
  await expect(plan.getByRole('link', { name: 'Upgrade this event' })).toHaveCount(0);
});

test('with the free user-minutes used up, the server refuses voice: the organiser is told why and still walks, and the note says none remain', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await useFreeMinutes(event.id, 300);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  const refused = page.getByRole('alert').filter({ hasText: 'free audio minutes are used up' });
  await expect(refused).toHaveText(
    /Voice is off in this event: its free audio minutes are used up\. You can still walk around and chat\./,
    { timeout: 30_000 },
  );
  // No microphone to mute (the organiser's 'Mute attendees' is another thing).
  const voice = page.getByRole('region', { name: 'Voice' });
  await expect(voice.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(voice.getByRole('button', { name: /^(Mute|Unmute)/ })).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: '0 user-minutes of free audio remaining.' }),
  ).toBeVisible();
  const seats = (await adminDb().doc(`conferences/${event.id}`).get()).get('voiceSeats');
  expect(seats?.[owner.uid]).toBeUndefined();
  // Refused voice, not the world.
  await expectWalks(page);
  await page.screenshot({ path: test.info().outputPath('free-minutes-used-up.png') });
});

test('staff switch the audio quota off on /admin (a peer-to-peer-only deployment) and on again', async ({
  page,
}) => {
  const staff = await createAccount({ staff: true });
  const settings = adminDb().doc('settings/global');
  await signIn(page, '/admin', staff);
  // The switches are a section of their own, saved by their own button (not the announcement's).
  const switches = page.getByRole('form', { name: 'Site switches' });
  const enforced = switches.getByRole('checkbox', { name: /^Audio quota enforced/ });
  const announcement = page.getByRole('form', { name: 'Closing announcement' });
  await expect(announcement.getByRole('checkbox')).toHaveCount(0);
  try {
    await expect(enforced).toBeChecked();
    await enforced.uncheck();
    await switches.getByRole('button', { name: 'Save switches' }).click();
    await expect(switches.getByRole('status')).toHaveText('Switches saved.');
    await expect.poll(async () => (await settings.get()).get('audioQuotaEnforced')).toBe(false);
    await page.reload();
    await expect(enforced).not.toBeChecked();
    await enforced.check();
    await switches.getByRole('button', { name: 'Save switches' }).click();
    await expect.poll(async () => (await settings.get()).get('audioQuotaEnforced')).toBe(true);
  } finally {
    // The other tests need the quota enforced, whatever happened here.
    await settings.set({ audioQuotaEnforced: true }, { merge: true });
  }
});
