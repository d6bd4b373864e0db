import { quietDemoRoom } from '../support';
import { expect, linksOf, loadCpu, relayPair, test, warmVoiceCallables } from '../relayVoice';
import { expectHeard, HEARD, loudestFrom, nearbyRow, SILENCE } from '../voiceSupport';

/**
 * Voice through a real TURN server (coturn on loopback, the emulators' shared secret, the
 * credentials minted by audio-getIceServers): two headless Chromiums forced to relay-only
 * (iceTransportPolicy 'relay', a switch of the test build) hear each other, and what each
 * person's screen says follows what the links do.
 */

test.beforeAll(warmVoiceCallables);

test.beforeEach(async () => {
  test.setTimeout(240_000);
  await quietDemoRoom();
});

test('relay-only attendees hear each other through TURN over UDP, and are told it is relayed', async ({
  browser,
  turn,
}) => {
  const { a, b, aId, bId } = await relayPair(browser);
  await expectHeard(b, a, aId, bId);
  await expectHeard(a, b, bId, aId);

  const [link] = await linksOf(a);
  expect(link).toMatchObject({ peer: bId, connection: 'connected', route: 'relayed' });
  expect(link!.relayProtocol).toBe('udp');
  // Both sides allocated a relay on the server; it carried the audio.
  expect(turn.current.allocations()).toBeGreaterThanOrEqual(2);

  await expect(a.locator('.voice-badge')).toHaveText('Audio connected');
  await expect(await nearbyRow(a, 'Bob')).toContainText('audio connected (relayed)');
  await a.screenshot({ path: 'test-results/relay-voice-nearby.png' });
});

test('with UDP refused, relay-only attendees still hear each other through TURN over TCP', async ({
  browser,
  turn,
}) => {
  await turn.restart({ noUdp: true });
  const { a, b, aId, bId } = await relayPair(browser);
  await expectHeard(b, a, aId, bId);
  await expectHeard(a, b, bId, aId);
  for (const page of [a, b]) {
    const [link] = await linksOf(page);
    expect(link).toMatchObject({ connection: 'connected', route: 'relayed', relayProtocol: 'tcp' });
  }
});

test('TURN stopped for 15 s on a loaded machine: audio comes back by itself, on the same links', async ({
  browser,
  turn,
}) => {
  const { a, b, aId, bId } = await relayPair(browser);
  await expectHeard(b, a, aId, bId);
  const before = await linksOf(b);
  expect(before).toHaveLength(1);

  const unload = loadCpu(1, 60_000);
  try {
    await turn.current.stop();
    const stoppedAt = Date.now();
    // The relays are gone: nothing arrives, and the badge stops saying 'Audio connected'.
    await expect.poll(() => loudestFrom(b, aId), { timeout: 30_000 }).toBeLessThan(SILENCE);
    await expect(b.locator('.voice-badge')).not.toHaveText('Audio connected', { timeout: 20_000 });
    // The outage itself lasts 15 s from the stop (the scenario's length, not a wait for a state).
    await b.waitForTimeout(Math.max(0, 15_000 - (Date.now() - stoppedAt)));
    await turn.restart();
    const back = Date.now();
    await expect
      .poll(() => loudestFrom(b, aId, 1000), { timeout: 10_000, intervals: [0] })
      .toBeGreaterThan(HEARD);
    console.log(`audio back ${((Date.now() - back) / 1000).toFixed(1)} s after TURN returned`);
  } finally {
    unload();
  }
  await expectHeard(a, b, bId, aId);
  await expect(b.locator('.voice-badge')).toHaveText('Audio connected');
  // No reload, no duplicate: each side still holds one connection, to the other.
  expect(await b.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  for (const [page, peer] of [
    [a, bId],
    [b, aId],
  ] as const) {
    const links = await linksOf(page);
    expect(links.map((link) => link.peer)).toEqual([peer]);
    // Repaired in place: the same connection, restarted.
    expect(links[0]!.iceRestarts).toBeGreaterThanOrEqual(1);
  }
});

test('a new network (the browser says its connection changed) restarts the links at once, and audio goes on', async ({
  browser,
}) => {
  const { a, b, aId, bId } = await relayPair(browser);
  await expectHeard(b, a, aId, bId);
  expect((await linksOf(a))[0]!.iceRestarts).toBe(0);
  // What Chromium fires when the device moves to another network (Wi-Fi to mobile, a new
  // address). Going offline altogether is another matter: the session stops and the
  // disconnected screen offers 'Reconnect' (the reference).
  await b.evaluate(() =>
    (navigator as Navigator & { connection: EventTarget }).connection.dispatchEvent(
      new Event('change'),
    ),
  );
  // B restarts ICE, or asks A, the offering side, to: on the same connection either way.
  const restarts = async () =>
    Math.max(...[...(await linksOf(a)), ...(await linksOf(b))].map((link) => link.iceRestarts));
  await expect.poll(restarts, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expectHeard(b, a, aId, bId);
  await expectHeard(a, b, bId, aId);
  expect((await linksOf(a)).map((link) => link.peer)).toEqual([bId]);
  // One restart, not a loop: a restart of a link that still carried is a success.
  expect(await restarts()).toBe(1);
});

test('with TURN down and relay forced, the person is told who cannot be reached, why, and Retry works once it is back', async ({
  browser,
  turn,
}) => {
  await turn.current.stop();
  const { a, bId } = await relayPair(browser);
  const note = a.getByRole('alert').filter({ hasText: "Cannot connect to Bob's audio" });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText(
    'Your network blocks calls; ask your network administrator to allow UDP 3478 or TCP 443.',
  );
  await expect(a.locator('.voice-badge')).not.toHaveText('Audio connected');
  await expect(a.locator('.voice-badge')).toHaveAttribute('data-state', 'error');
  await expect(await nearbyRow(a, 'Bob')).toContainText('cannot connect to audio');
  await a.screenshot({ path: 'test-results/relay-voice-cannot-connect.png' });

  await turn.restart();
  await note.getByRole('button', { name: "Retry Bob's audio" }).click();
  await expect(note).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => loudestFrom(a, bId), { timeout: 30_000 }).toBeGreaterThan(HEARD);
  await expect(a.locator('.voice-badge')).toHaveText('Audio connected');
});
