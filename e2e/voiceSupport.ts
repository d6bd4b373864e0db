import { expect, type Page } from './base';
import { joinDemo, playerOf, walkTo } from './support';

/**
 * Real WebRTC voice in headless Chromiums (fake microphones: a beep), signalled through the
 * Firestore emulator. What arrives is measured with an AnalyserNode RMS per received voice
 * (window.__menagerieVoice, test hooks only); 0.013 was measured on loopback for the beep.
 */

/**
 * Joins /demo and makes sure the page may play sound: if the browser kept audio suspended, the
 * voice panel says so and the attendee presses 'Turn on sound', as a person would.
 */
export async function joinWithSound(page: Page, name: string): Promise<string> {
  const uid = await joinDemo(page, name);
  await page.waitForFunction(() => Boolean(window.__menagerieVoice));
  const turnOn = page.getByRole('button', { name: 'Turn on sound' });
  const paused = await turnOn.isVisible();
  if (paused) await turnOn.click();
  console.log(`${name}: sound was ${paused ? 'paused by the browser, turned on' : 'on'}`);
  await expect
    .poll(() => page.evaluate(() => window.__menagerieVoice!.audioState()))
    .toBe('running');
  return uid;
}

/** A received voice louder than this is audio; quieter than SILENCE is silence. */
export const HEARD = 0.003;
export const SILENCE = 0.0005;

/** Waits until `listener` hears `speaker`; on failure, says what both sides' links were doing. */
export async function expectHeard(
  listener: Page,
  speaker: Page,
  speakerId: string,
  listenerId: string,
) {
  try {
    await expect
      .poll(() => loudestFrom(listener, speakerId), { timeout: 30_000 })
      .toBeGreaterThan(HEARD);
  } catch (error) {
    const inspect = (page: Page) => page.evaluate(() => window.__menagerieVoice!.inspect());
    console.log('listener', listenerId, JSON.stringify(await inspect(listener)));
    console.log('speaker', speakerId, JSON.stringify(await inspect(speaker)));
    throw error;
  }
}

export function connectionsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__menagerieVoice?.connections() ?? []);
}

/**
 * Loudest RMS received from `peerId` over `ms`, sampled every 50 ms: the fake microphone beeps
 * about once a second, so one sample may fall between beeps.
 */
export function loudestFrom(page: Page, peerId: string, ms = 2500): Promise<number> {
  return page.evaluate(
    async ([id, duration]) => {
      let loudest = 0;
      const until = performance.now() + duration;
      while (performance.now() < until) {
        const level = window.__menagerieVoice?.levels()[id] ?? 0;
        loudest = Math.max(loudest, level);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return loudest;
    },
    [peerId, ms] as const,
  );
}

export async function distanceFrom(page: Page, x: number, y: number): Promise<number> {
  const p = await playerOf(page);
  return Math.hypot(p.x - x, p.y - y);
}

// The demo plaza's public global stage and audio channel zone (scripts/seed/demo-world.mjs).
export const STAGE = { x: 498, y: 507 };
export const ZONE = { x: 511, y: 524 };
/** East of the plaza, beyond earshot (16 m + margin) of the stage and the zone. */
export const FAR_EAST = { x: 536, y: 516 };

export async function walkUntil(page: Page, x: number, y: number): Promise<void> {
  await walkTo(page, x, y);
  await expect.poll(() => distanceFrom(page, x, y), { timeout: 60_000 }).toBeLessThan(0.3);
}

/** The Nearby panel's row for `name` (the panel opened if it is not). */
export async function nearbyRow(page: Page, name: string) {
  const panel = page.getByRole('region', { name: 'Nearby' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Nearby' }).click();
  return panel.getByRole('listitem').filter({ hasText: name });
}
