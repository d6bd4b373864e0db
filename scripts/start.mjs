// `npm start`: builds the functions, starts the emulators, seeds them, starts the dev server.
import { spawn, execSync } from 'node:child_process';
import { emulatorEnv, EMULATORS, PROJECT_ID } from './emulators/setup.mjs';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';
import { waitForEmulators } from './emulators/wait.mjs';

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
function shutdown(code = 0) {
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

execSync('npm --prefix functions run build', { stdio: 'inherit' });
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
run('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort']);
setTimeout(() => {
  console.log(
    '\n  Menagerie is running: http://127.0.0.1:5173/  (demo world: http://127.0.0.1:5173/demo)\n',
  );
}, 1500);
