import { spawn } from 'node:child_process';
import { startCoturn, type RunningCoturn } from '../scripts/turn/coturn.mjs';
import { expect, test as base, type Page } from './base';
import { joinWithSound } from './voiceSupport';

/** A link as the voice engine's test handle reports it (src/features/voice/engine.ts). */
export interface LinkFacts {
  peer: string;
  connection: RTCPeerConnectionState;
  route: 'direct' | 'relayed' | null;
  relayProtocol: string | null;
  bytesReceived: number;
  iceRestarts: number;
}

export function linksOf(page: Page): Promise<LinkFacts[]> {
  return page.evaluate(async () => (await window.__menagerieVoice!.inspect()) as LinkFacts[]);
}

/** A page whose voice may only travel through a TURN relay (the test build's switch). */
async function relayOnlyPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() =>
    localStorage.setItem('menagerie:test:iceTransportPolicy', 'relay'),
  );
  return page;
}

/** Two relay-only attendees joined in the demo room, spawning within earshot of each other. */
export async function relayPair(browser: import('@playwright/test').Browser) {
  const a = await relayOnlyPage(browser);
  const b = await relayOnlyPage(browser);
  const aId = await joinWithSound(a, 'Alice');
  const bId = await joinWithSound(b, 'Bob');
  return { a, b, aId, bId };
}

/**
 * Busy loops on `cores` processes for `ms` (a starved machine, as a loaded CI box is): the
 * recovery must still bring audio back, not restart links faster than they can finish.
 */
export function loadCpu(cores: number, ms: number): () => void {
  const children = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end);`], {
      stdio: 'ignore',
    }),
  );
  return () => children.forEach((child) => child.kill('SIGKILL'));
}

const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/demo-menagerie/us-central1`;

/**
 * Loads the voice callables' workers in the functions emulator before the first join: a cold
 * worker took 20-25 s to answer on the two loaded cores (deployed functions start in a second
 * or two), which a relay-only page, having no ICE servers until then, spends not connecting.
 * An unauthenticated call is refused, but only once the worker has loaded the code.
 */
export async function warmVoiceCallables(): Promise<void> {
  await Promise.all(
    ['audio-getIceServers', 'audio-joinEventConference'].map((name) =>
      fetch(`${FUNCTIONS}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      }).catch(() => null),
    ),
  );
}

/**
 * The test's TURN server: coturn on loopback with the emulators' shared secret, stopped when
 * the test ends. `turn.restart()` starts a new one (same port and secret) after a stop.
 */
export const test = base.extend<{
  turn: { current: RunningCoturn; restart: (options?: { noUdp?: boolean }) => Promise<void> };
}>({
  turn: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const holder = {
        current: await startCoturn(),
        async restart(options: { noUdp?: boolean } = {}) {
          await holder.current.stop();
          holder.current = await startCoturn(options);
        },
      };
      await provide(holder);
      await holder.current.stop();
    },
    // Every relay test needs the server, named in its parameters or not.
    { auto: true },
  ],
});

export { expect };
