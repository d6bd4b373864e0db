// A coturn TURN server on loopback for `npm start`, the tests and the benchmarks, with the
// TURN REST API's shared secret (the one the functions emulator mints credentials with, read
// from functions/.env.demo-menagerie: a test value for a loopback server, never a deployment's).
// Plain JavaScript so scripts on bare Node and the TypeScript e2e specs share it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

const ENV_FILE = new URL('../../functions/.env.demo-menagerie', import.meta.url);

/** Reads one KEY=value of the emulators' functions environment. */
function emulatorEnvValue(key) {
  const line = readFileSync(ENV_FILE, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${key}=`));
  return line ? line.slice(key.length + 1).trim() : '';
}

/** The loopback TURN server every local run uses (the functions' TURN_URLS point at it). */
export const TURN_TEST = {
  host: '127.0.0.1',
  port: 3478,
  realm: 'menagerie.test',
  minPort: 49160,
  maxPort: 49400,
  get secret() {
    return emulatorEnvValue('TURN_SECRET');
  },
};

/** coturn's binary, or null when it is not installed (Debian's package `coturn`). */
export function turnserverPath() {
  const found = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

/** Resolves once something accepts TCP connections on the port (coturn's TCP listener). */
async function waitForListener(port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host: TURN_TEST.host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`coturn did not listen on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts coturn in the foreground on loopback. `noUdp` refuses TURN over UDP (a network that
 * allows only TCP). Returns its log (allocations, each session's traffic) and a stop that
 * resolves once the process is gone.
 */
export async function startCoturn({ noUdp = false, quiet = true } = {}) {
  const binary = turnserverPath();
  if (!binary) throw new Error('turnserver (Debian package coturn) is not installed');
  const args = [
    '-n',
    `--listening-ip=${TURN_TEST.host}`,
    `--relay-ip=${TURN_TEST.host}`,
    `--listening-port=${TURN_TEST.port}`,
    `--min-port=${TURN_TEST.minPort}`,
    `--max-port=${TURN_TEST.maxPort}`,
    '--use-auth-secret',
    `--static-auth-secret=${TURN_TEST.secret}`,
    `--realm=${TURN_TEST.realm}`,
    '--no-tls',
    '--no-dtls',
    // The peers are on loopback in tests; a deployment denies private peers (README).
    '--allow-loopback-peers',
    '--no-cli',
    '--log-file=stdout',
    // Moderate verbosity: allocations and each session's usage (bytes) are logged.
    '--verbose',
    ...(noUdp ? ['--no-udp'] : []),
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log += chunk.toString();
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await Promise.race([
      waitForListener(TURN_TEST.port, 10_000),
      exited.then(() => {
        throw new Error(`coturn exited at start:\n${log.slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid,
    log: () => log,
    /** Allocations coturn granted so far (each relayed link side makes one). */
    allocations: () => (log.match(/ALLOCATE processed, success/g) ?? []).length,
    /**
     * Bytes coturn relayed to peers, from the 'peer usage' line it logs when a session ends
     * (each relayed byte leaves the server toward a peer once).
     */
    relayedBytes: () => {
      let bytes = 0;
      for (const match of log.matchAll(/peer usage: .*?sb=(\d+)/g)) bytes += Number(match[1]);
      return bytes;
    },
    /**
     * Every session coturn logged so far, by id: the bytes it relayed to peers once it has
     * ended (its 'peer usage' line), null while it lasts.
     */
    sessions: () => {
      const sessions = new Map();
      for (const [, id] of log.matchAll(/session (\d+):/g)) sessions.set(id, null);
      for (const [, id, sent] of log.matchAll(/session (\d+): peer usage: .*?sb=(\d+)/g)) {
        sessions.set(id, Number(sent));
      }
      return sessions;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
