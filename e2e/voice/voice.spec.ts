import { expect, test } from '../base';
import { expectNoViolations } from '../axe';
import { adminDb, quietDemoRoom, walkTo } from '../support';
import {
  connectionsOf,
  distanceFrom,
  expectHeard,
  FAR_EAST,
  HEARD,
  joinWithSound,
  loudestFrom,
  nearbyRow,
  SILENCE,
  STAGE,
  walkUntil,
  ZONE,
} from '../voiceSupport';

/**
 * Real WebRTC between three headless Chromiums (fake microphones: a beep), signalled through
 * the Firestore emulator. What arrives is measured with an AnalyserNode RMS per received voice
 * (window.__menagerieVoice, dev server only); 0.013 was measured on loopback for the beep.
 */

test('people near each other hear each other; far people do not connect until they walk up; mute silences', async ({
  browser,
}) => {
  // Three worlds on a software renderer, walks included.
  test.setTimeout(300_000);
  await quietDemoRoom();
  const page = async () => (await browser.newContext()).newPage();
  const [a, b, c] = [await page(), await page(), await page()];

  // C arrives first and walks south-west, out of earshot (16 m) of anyone spawning near
  // (512, 512), along a lane clear of the stage (498, 506) and the channel zone (511, 524):
  // stepping on the public stage on the way would make C a stage voice for everyone.
  const uidC = await joinWithSound(c, 'Carol');
  await walkTo(c, 505, 519);
  await expect.poll(() => distanceFrom(c, 505, 519), { timeout: 60_000 }).toBeLessThan(0.3);
  await walkTo(c, 488, 520);
  await expect.poll(() => distanceFrom(c, 512, 512), { timeout: 60_000 }).toBeGreaterThan(22);

  const uidA = await joinWithSound(a, 'Alice');
  const bStarted = Date.now();
  const uidB = await joinWithSound(b, 'Bob');

  // A and B connect and each receives the other's beep.
  await expect.poll(() => connectionsOf(a), { timeout: 30_000 }).toContain(uidB);
  await expect.poll(() => connectionsOf(b), { timeout: 30_000 }).toContain(uidA);
  await expect.poll(() => loudestFrom(b, uidA), { timeout: 30_000 }).toBeGreaterThan(HEARD);
  console.log(
    `B: from opening /demo to hearing A: ${((Date.now() - bStarted) / 1000).toFixed(1)} s`,
  );
  await expect.poll(() => loudestFrom(a, uidB), { timeout: 30_000 }).toBeGreaterThan(HEARD);
  console.log(
    `received RMS: B from A ${(await loudestFrom(b, uidA)).toFixed(4)}, ` +
      `A from B ${(await loudestFrom(a, uidB)).toFixed(4)}`,
  );
  // The beeps are loud enough to count as speech: B's name tag for A says so in words.
  // The fake microphone beeps about once a second, so the tag says it only while a beep
  // sounds: polled every 100 ms (expect's own back-off to 1 s can keep landing between beeps).
  await expect
    .poll(() => b.locator('.world__name-tag', { hasText: 'Alice (speaking)' }).count(), {
      intervals: [100],
    })
    .toBe(1);

  // C, far away, holds no connection and nobody holds one to C.
  expect(await connectionsOf(c)).toEqual([]);
  expect(await connectionsOf(a)).not.toContain(uidC);
  expect(await connectionsOf(b)).not.toContain(uidC);

  // C walks up to the others and connects to both.
  await walkTo(c, 510, 512);
  await expect.poll(() => connectionsOf(c), { timeout: 60_000 }).toEqual([uidA, uidB].sort());
  await expect.poll(() => loudestFrom(c, uidA), { timeout: 30_000 }).toBeGreaterThan(HEARD);

  // A mutes (button, aria-pressed): B's received level from A drops to silence.
  const mute = a.getByRole('button', { name: /^Mute/ });
  await mute.click();
  await expect(a.getByRole('button', { name: /^Unmute/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => loudestFrom(b, uidA), { timeout: 15_000 }).toBeLessThan(SILENCE);
  // B is still heard by A: muting only silences A's own microphone.
  expect(await loudestFrom(a, uidB)).toBeGreaterThan(HEARD);
  const audioOf = async (uid: string) =>
    (await adminDb().doc(`events/demo/users/${uid}`).get()).data()?.audio as { muted: boolean };
  await expect.poll(async () => (await audioOf(uidA)).muted).toBe(true);

  // The M shortcut (world focused) unmutes: B hears A again.
  await a.locator('.world__canvas').focus();
  await a.keyboard.press('m');
  await expect(a.getByRole('button', { name: /^Mute/ })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => loudestFrom(b, uidA), { timeout: 15_000 }).toBeGreaterThan(HEARD);
  await expect.poll(async () => (await audioOf(uidA)).muted).toBe(false);
});

test('a missing microphone says so, offers a way forward, says the person listens only, and recovers on retry', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await quietDemoRoom();
  // Someone with a microphone is in the room, so the micless attendee's audio is connected.
  const other = await (await browser.newContext()).newPage();
  const otherId = await joinWithSound(other, 'Talker');
  const page = await (await browser.newContext()).newPage();
  // getUserMedia fails as on a machine without an input device until one is "plugged in"
  // (a flag: the dev server's StrictMode mounts the voice twice, so counting calls would not do).
  await page.addInitScript(() => {
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      window.micPluggedIn
        ? real(constraints)
        : Promise.reject(new DOMException('No input', 'NotFoundError'));
  });
  await joinWithSound(page, 'Micless');
  const alert = page.getByRole('alert').filter({ hasText: 'Microphone not found' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Choose another input' })).toBeVisible();
  // Still in the audio without a microphone, and told so: it hears, nobody hears it. 'Audio
  // connected' beside 'Microphone not found' read as a contradiction.
  const badge = page.locator('.voice-badge');
  await expect(badge).toHaveText(/^Listening only: you hear the others; they cannot hear you\./, {
    timeout: 30_000,
  });
  await expect(page.getByText('Audio connected')).toHaveCount(0);
  await expect.poll(() => loudestFrom(page, otherId), { timeout: 30_000 }).toBeGreaterThan(HEARD);
  // The buttons are targets of at least 24 x 24 px (WCAG 2.2 target size).
  for (const name of ['Try again', 'Choose another input']) {
    const box = (await alert.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
  }
  await expectNoViolations(page, 'the voice panel without a microphone');

  await page.evaluate(() => (window.micPluggedIn = true));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(badge).toHaveText('Audio connected');
  await expect
    .poll(() => page.evaluate(() => window.__menagerieVoice!.localRms() > 0), { timeout: 10_000 })
    .toBe(true);
});

test('a stage speaker is heard from afar; people in a channel zone hear only each other', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  await quietDemoRoom();
  const page = async () => (await browser.newContext()).newPage();
  const [a, b, c] = [await page(), await page(), await page()];
  const event = adminDb().doc('events/demo');

  // A steps onto the public stage; C stands far east, out of earshot of the stage.
  const uidA = await joinWithSound(a, 'Alice');
  await walkUntil(a, STAGE.x, STAGE.y);
  await expect
    .poll(async () => (await event.get()).get(`eventStage.participants.${uidA}`))
    .toBe(true);
  const uidC = await joinWithSound(c, 'Carol');
  await walkUntil(c, FAR_EAST.x, FAR_EAST.y);
  expect(await distanceFrom(c, STAGE.x, STAGE.y)).toBeGreaterThan(30);
  await expect.poll(() => connectionsOf(c), { timeout: 60_000 }).toContain(uidA);
  await expectHeard(c, a, uidA, uidC);

  // A and C walk into the channel zone; B stands just outside it, within earshot of both.
  const uidB = await joinWithSound(b, 'Bob');
  await walkUntil(b, ZONE.x, ZONE.y - 7);
  await walkUntil(a, ZONE.x - 1, ZONE.y - 6);
  await walkUntil(a, ZONE.x - 1, ZONE.y);
  await walkUntil(c, ZONE.x + 1, ZONE.y);
  await expect.poll(() => connectionsOf(a), { timeout: 60_000 }).toContain(uidC);
  await expectHeard(a, c, uidC, uidA);
  await expectHeard(c, a, uidA, uidC);
  // The room does not hear the zone, and the zone does not hear the room.
  await expect.poll(() => connectionsOf(b), { timeout: 60_000 }).toEqual([]);
  expect(await connectionsOf(a)).not.toContain(uidB);
  expect(await connectionsOf(c)).not.toContain(uidB);
  // Each one's Nearby says so: B, outside, has the zone's people in another audio channel;
  // A, inside, hears Carol.
  await expect(await nearbyRow(b, 'Alice')).toContainText('in another audio channel');
  await expect(await nearbyRow(a, 'Carol')).toContainText('audio connected');
});
