/* global window */
// Time from clicking 'Join now' to the first audio received from someone already there: A joins
// and stands; B, a fresh context each run (a first-time visitor, a new anonymous user), clicks
// 'Join now', and the time is taken when B's received RMS from A (window.__menagerieVoice,
// bench build) first exceeds HEARD. Real WebRTC between two headless Chromiums on loopback,
// signalled through the Firestore emulator.
import { join, openJoinForm } from './join.mjs';

/** The e2e tests' threshold (e2e/voice.spec.ts): above it a received voice is audio. */
const HEARD = 0.003;
const RUNS = 5;

/** One run: B joins and listens for A; returns milliseconds, or null if A was never heard. */
async function joinAndHear(browser, base, uidA, run) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const button = await openJoinForm(page, base, `Listener ${run}`);
    const clickedAt = Date.now();
    await button.click();
    // Polled every 50 ms in the page; the page's clock is this machine's clock.
    const heard = await page.waitForFunction(
      ([id, threshold]) => (window.__menagerieVoice?.levels()[id] ?? 0) > threshold && Date.now(),
      [uidA, HEARD],
      { polling: 50, timeout: 60_000 },
    );
    return (await heard.jsonValue()) - clickedAt;
  } catch (error) {
    console.warn(`  run ${run}: A not heard (${error.message.split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}

/** Run 0 warms caches (chunks, functions); returns the RUNS warm runs' milliseconds. */
export async function measureFirstAudio(browser, base) {
  const contextA = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    await join(pageA, base, 'Speaker');
    const uidA = await pageA.evaluate(() => window.__menagerie.player.id);
    const times = [];
    for (let run = 0; run <= RUNS; run++) {
      const ms = await joinAndHear(browser, base, uidA, run);
      if (run > 0) times.push(ms);
    }
    return times;
  } finally {
    await contextA.close();
  }
}
