// Serves the production build (dist/) from the Firebase Hosting emulator with firebase.json's
// Hosting section (rewrites, headers), on ports of its own (5055, hub 4455, logging 4555), so it
// runs beside the main emulators. It writes firebase.hosting-test.json at the root (the
// emulator resolves `public` against the config's folder) and changes one thing in it: the
// build under test talks to the local emulators, so the CSP also allows http/ws on 127.0.0.1
// (connect-src, img-src). Everything else is served exactly as deployed.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const HOSTING_PORT = 5055;
export const HOSTING_URL = `http://127.0.0.1:${HOSTING_PORT}`;
const CONFIG = 'firebase.hosting-test.json';
const LOOPBACK = {
  'connect-src': 'http://127.0.0.1:* ws://127.0.0.1:*',
  'img-src': 'http://127.0.0.1:*',
};

/** firebase.json's Content-Security-Policy with the loopback origins added. */
export function withLoopback(csp) {
  return csp
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0];
      return LOOPBACK[name] ? `${directive} ${LOOPBACK[name]}` : directive;
    })
    .join('; ');
}

function writeConfig() {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: withLoopback(header.value) }
        : header,
    ),
  }));
  const config = {
    hosting: { ...hosting, headers },
    emulators: {
      singleProjectMode: true,
      hosting: { host: '127.0.0.1', port: HOSTING_PORT },
      hub: { host: '127.0.0.1', port: 4455 },
      logging: { host: '127.0.0.1', port: 4555 },
      ui: { enabled: false },
    },
  };
  writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

async function waitUntilServing(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The Hosting emulator exited (${child.exitCode}).`);
    const up = await fetch(`${HOSTING_URL}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Hosting emulator did not answer on ${HOSTING_URL} in ${timeoutMs} ms.`);
}

/** Starts the Hosting emulator on dist/; stop() ends it (its own process group only). */
export async function startEmulatedHosting({ timeoutMs = 60_000 } = {}) {
  writeConfig();
  const child = spawn(
    'npx',
    [
      'firebase',
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      'demo-menagerie-hosting',
      '--config',
      CONFIG,
    ],
    { detached: true, stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
    rmSync(CONFIG, { force: true });
  };
  try {
    await waitUntilServing(child, timeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: HOSTING_URL, stop };
}
