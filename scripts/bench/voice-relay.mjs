/* global window */
// Voice through the TURN server (coturn on loopback, the emulators' shared secret): 'Join now'
// to the first received audio with both people relay-only, and what the server relays per
// voice. Needs coturn (Debian's package); without it the figures are skipped and say why.
import { startCoturn, turnserverPath } from '../turn/coturn.mjs';
import { join } from './join.mjs';
import { leave, measureFirstAudio, voiceContext } from './voice-first-audio.mjs';

/** Seconds a relayed pair talks for the bytes-per-voice figure. */
const TALK_SECONDS = 10;

/**
 * Two relay-only people talk for TALK_SECONDS; coturn logs each session's relayed bytes when
 * the session ends (the pages close), so the figure is read after both have left: bytes per
 * second per voice (two voices, one each way).
 */
async function relayedBytesPerVoice(browser, base, turn) {
  const contexts = [await voiceContext(browser, true), await voiceContext(browser, true)];
  const [a, b] = await Promise.all(contexts.map((context) => context.newPage()));
  await join(a, base, 'Relay A');
  await join(b, base, 'Relay B');
  const idA = await a.evaluate(() => window.__menagerie.player.id);
  await b.waitForFunction((id) => (window.__menagerieVoice?.levels()[id] ?? 0) > 0.003, idA, {
    timeout: 60_000,
  });
  const before = turn.relayedBytes();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, TALK_SECONDS * 1000));
  await Promise.all(contexts.map(leave));
  const seconds = (Date.now() - started) / 1000;
  // The sessions end when the browsers release their allocations.
  const until = Date.now() + 10_000;
  while (turn.relayedBytes() === before && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (turn.relayedBytes() - before) / seconds / 2;
}

/** Measures the relayed figures; returns printable lines. */
export async function measureRelay(browser, base) {
  if (!turnserverPath()) {
    return ['Voice through TURN: skipped, coturn (turnserver) is not installed.'];
  }
  const turn = await startCoturn();
  try {
    const runs = await measureFirstAudio(browser, base, { relayOnly: true });
    const bytesPerSecond = await relayedBytesPerVoice(browser, base, turn);
    const heard = runs.map((run) => run.heard).filter((ms) => ms !== null);
    const median = heard.length
      ? [...heard].sort((x, y) => x - y)[Math.floor(heard.length / 2)]
      : '-';
    return [
      `Join now -> first received audio through TURN (both relay-only, coturn on loopback): ` +
        `median ${median} ms of ${heard.length}/${runs.length} warm runs [${runs.map((run) => run.heard ?? '-').join(', ')}] (goal <= 5000 ms, as the direct path)`,
      `TURN server relays ${(bytesPerSecond / 1000).toFixed(1)} kB/s (${((bytesPerSecond * 8) / 1000).toFixed(0)} kbit/s) per relayed voice ` +
        `(payload leaving the server toward a peer, ${TALK_SECONDS} s of a two-way conversation)`,
    ];
  } finally {
    await turn.stop();
  }
}
