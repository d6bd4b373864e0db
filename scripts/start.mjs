// `npm start`: builds the functions, starts the emulators, seeds them, runs the scheduled
// functions on their schedules (emulators/scheduler.mjs), starts the dev server, and coturn
// (peer-to-peer voice's TURN server) when it is installed.
import { spawn, execSync } from 'node:child_process';
import { connect } from 'node:net';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';
import { waitForEmulators } from './emulators/wait.mjs';
import { startCoturn, TURN_TEST, turnserverPath } from './turn/coturn.mjs';

ensureFunctionsDeps();

const children = [];
function run(command, args, env = {}) {
  // Each child leads its own process group so Ctrl+C stops the whole tree (npx, java...).
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}
// coturn is not a run() child: startCoturn owns its process and its stop.
let turnServer = Promise.resolve(null);
function shutdown(code = 0) {
  void turnServer.then((coturn) => coturn?.stop());
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 3000);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Whether something already accepts TCP connections on the port (e.g. a coturn service). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: TURN_TEST.host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * coturn on loopback with the emulators' test secret (functions/.env.demo-menagerie), so that
 * audio-getIceServers' TURN credentials work here. Optional: voice between two windows on this
 * machine needs no TURN, so its absence or failure never stops the start.
 */
async function startTurnServer() {
  const where = `${TURN_TEST.host}:${TURN_TEST.port}`;
  if (!turnserverPath()) {
    console.log(
      '\n  TURN: coturn is not installed, so peer-to-peer voice works on one machine or a LAN ' +
        'only.\n  Install it to relay voice as a deployment does: sudo apt-get install coturn\n',
    );
    return null;
  }
  if (await listening(TURN_TEST.port)) {
    console.log(`\n  TURN: ${where} is already taken (a coturn service?); not starting coturn.\n`);
    return null;
  }
  try {
    const coturn = await startCoturn();
    console.log(`\n  TURN: coturn runs on ${where} (UDP and TCP) for peer-to-peer voice.\n`);
    return coturn;
  } catch (error) {
    console.log(
      `\n  TURN: coturn did not start (${error.message.split('\n')[0]}); voice works on one machine or a LAN only.\n`,
    );
    return null;
  }
}

execSync('npm --prefix functions run build', { stdio: 'inherit' });
turnServer = startTurnServer();
run(
  'npx',
  ['firebase', 'emulators:start', '--project', PROJECT_ID, '--only', EMULATORS],
  emulatorEnv(),
);
// The Stripe fake the billing functions talk to (functions/.env.demo-menagerie).
run('node', ['scripts/stripe-fake/server.mjs']);
await waitForEmulators();
const { seed } = await import('./seed.mjs');
await seed();
// The sweeps and the audio accounting, which the emulators never run by themselves.
run('node', ['scripts/emulators/scheduler.mjs']);
run('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort']);
setTimeout(() => {
  console.log(
    '\n  Menagerie is running: http://127.0.0.1:5173/  (demo world: http://127.0.0.1:5173/demo)\n',
  );
}, 1500);
