/* global window */
// Time from clicking 'Join now' to the first audio received from someone already there: A joins
// and stands; B, a fresh context each run (a first-time visitor, a new anonymous user), clicks
// 'Join now', and the time is taken when B's received RMS from A (window.__menagerieVoice,
// bench build) first exceeds HEARD. Real WebRTC between two headless Chromiums on loopback,
// signalled through the Firestore emulator.
import { join, openJoinForm } from './join.mjs';

/** The e2e tests' threshold (e2e/voice/voice.spec.ts): above it a received voice is audio. */
const HEARD = 0.003;
const RUNS = 5;

/**
 * Runs in B's page, polling every 50 ms: the Date.now() at which the world was mounted, A was
 * connected and A was first heard (null for what did not happen within `timeout` ms).
 */
async function milestones([id, threshold, timeout]) {
  const at = { voice: null, world: null, seen: null, linked: null, connected: null, heard: null };
  const until = Date.now() + timeout;
  while (at.heard === null && Date.now() < until) {
    const voice = window.__menagerieVoice;
    at.voice ??= voice ? Date.now() : null;
    at.world ??= window.__menagerie ? Date.now() : null;
    at.seen ??= window.__menagerie?.visibleRemotes().some((r) => r.id === id) ? Date.now() : null;
    at.linked ??= voice?.connections().includes(id) ? Date.now() : null;
    if (at.linked !== null && at.connected === null) {
      const links = await voice.inspect();
      at.connected = links.some((l) => l.peer === id && l.connection === 'connected')
        ? Date.now()
        : null;
    }
    at.heard ??= (voice?.levels()[id] ?? 0) > threshold ? Date.now() : null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return at;
}

/**
 * One run: B joins and listens for A. Returns milliseconds from the click to the world mounted,
 * to A connected and to A heard (null if not within a minute). The page's clock is this
 * machine's clock.
 */
async function joinAndHear(browser, base, uidA, run, relayOnly) {
  const context = await voiceContext(browser, relayOnly);
  try {
    const page = await context.newPage();
    const button = await openJoinForm(page, base, `Listener ${run}`);
    const clickedAt = Date.now();
    await button.click();
    const at = await page.evaluate(milestones, [uidA, HEARD, 60_000]);
    const since = (time) => (time === null ? null : time - clickedAt);
    return {
      voice: since(at.voice),
      world: since(at.world),
      seen: since(at.seen),
      linked: since(at.linked),
      connected: since(at.connected),
      heard: since(at.heard),
    };
  } finally {
    await leave(context);
  }
}

/**
 * Closes a context's pages as a person's tabs close (pagehide runs: offline, position removed),
 * then the context. Closed without it, each run's listener would stay in the room for minutes
 * as a ghost the next runs' voice engines plan for (their nearest voices), and the later
 * figures would measure ghosts, not people.
 */
export async function leave(context) {
  const pages = context.pages();
  await Promise.all(pages.map((page) => page.close({ runBeforeUnload: true })));
  if (pages.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  await context.close();
}

/**
 * A browser context; `relayOnly`: its voice may only travel through a TURN relay (the bench
 * build's switch, as in e2e/voice/relay-voice.spec.ts).
 */
export async function voiceContext(browser, relayOnly = false) {
  const context = await browser.newContext();
  if (relayOnly) {
    await context.addInitScript(() =>
      window.localStorage.setItem('menagerie:test:iceTransportPolicy', 'relay'),
    );
  }
  return context;
}

/**
 * Run 0 warms caches (chunks, functions); returns the RUNS warm runs (joinAndHear's figures).
 * `relayOnly`: both people's voice through the TURN server (which must be running).
 */
export async function measureFirstAudio(browser, base, { relayOnly = false } = {}) {
  const contextA = await voiceContext(browser, relayOnly);
  try {
    const pageA = await contextA.newPage();
    await join(pageA, base, 'Speaker');
    const uidA = await pageA.evaluate(() => window.__menagerie.player.id);
    const runs = [];
    for (let run = 0; run <= RUNS; run++) {
      const figures = await joinAndHear(browser, base, uidA, run, relayOnly);
      if (run > 0) runs.push(figures);
    }
    return runs;
  } finally {
    await leave(contextA);
  }
}
