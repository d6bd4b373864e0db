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
 * the session ends (the pages close), so the figure is read after both have left, from the
 * sessions their links opened only (earlier runs' sessions may still be ending): bytes per
 * second per voice (two voices, one each way). Their ICE checks and the first second of audio
 * before the talk count too, which the talk's ten seconds dwarf.
 */
async function relayedBytesPerVoice(browser, base, turn) {
  const earlier = new Set(turn.sessions().keys());
  const contexts = [await voiceContext(browser, true), await voiceContext(browser, true)];
  const [a, b] = await Promise.all(contexts.map((context) => context.newPage()));
  await join(a, base, 'Relay A');
  await join(b, base, 'Relay B');
  const idA = await a.evaluate(() => window.__menagerie.player.id);
  await b.waitForFunction((id) => (window.__menagerieVoice?.levels()[id] ?? 0) > 0.003, idA, {
    timeout: 60_000,
  });
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, TALK_SECONDS * 1000));
  const seconds = (Date.now() - started) / 1000;
  await Promise.all(contexts.map(leave));
  // The sessions end when the browsers release their allocations (or when one times out).
  const ours = () => [...turn.sessions()].filter(([id]) => !earlier.has(id));
  const until = Date.now() + 60_000;
  while (ours().some(([, sent]) => sent === null) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ended = ours().filter(([, sent]) => sent !== null);
  const bytes = ended.reduce((sum, [, sent]) => sum + sent, 0);
  return { bytesPerSecond: bytes / seconds / 2, sessions: ours().length, ended: ended.length };
}

/** The median of the runs' figure `key` in ms ('-' when no run has it). */
function medianOf(runs, key) {
  const values = runs
    .map((run) => run[key])
    .filter((ms) => ms !== null)
    .sort((x, y) => x - y);
  return values.length ? values[Math.floor(values.length / 2)] : '-';
}

/** Measures the relayed figures; returns printable lines. */
export async function measureRelay(browser, base) {
  if (!turnserverPath()) {
    return ['Voice through TURN: skipped, coturn (turnserver) is not installed.'];
  }
  const turn = await startCoturn();
  try {
    const runs = await measureFirstAudio(browser, base, { relayOnly: true });
    const relayed = await relayedBytesPerVoice(browser, base, turn);
    const heard = runs.filter((run) => run.heard !== null);
    const steps = ['world', 'seen', 'linked', 'connected', 'heard'];
    return [
      `Join now -> first received audio through TURN (both relay-only, coturn on loopback): ` +
        `median ${medianOf(runs, 'heard')} ms of ${heard.length}/${runs.length} warm runs [${runs.map((run) => run.heard ?? '-').join(', ')}] (goal <= 5000 ms, as the direct path)`,
      `  medians from Join now: ${steps.map((step) => `${step} ${medianOf(runs, step)} ms`).join(', ')}`,
      `TURN server relays ${(relayed.bytesPerSecond / 1000).toFixed(1)} kB/s (${((relayed.bytesPerSecond * 8) / 1000).toFixed(0)} kbit/s) per relayed voice ` +
        `(payload leaving the server toward a peer, ${TALK_SECONDS} s of a two-way conversation; ${relayed.ended} of the pair's ${relayed.sessions} TURN sessions ended and counted)`,
    ];
  } finally {
    await turn.stop();
  }
}
