// `npm run bench`: builds, starts the emulators and prints the benchmark figures. Figures only:
// nothing here passes or fails. Quote medians; these machines are noisy.
import { spawnSync } from 'node:child_process';
import { emulatorEnv, EMULATORS, PROJECT_ID } from '../emulators/setup.mjs';
import { ensureFunctionsDeps } from '../ensure-functions-deps.mjs';

ensureFunctionsDeps();

function run(args, env = {}) {
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status || 1);
}

run(['vite', 'build', '--logLevel', 'warn']);
// The in-browser figures need the world's debug handle, which production builds compile out.
run(['vite', 'build', '--mode', 'bench', '--outDir', 'dist-bench', '--logLevel', 'warn']);
// The walk path is weighed on the production build plus the world's handle alone (no other hook).
run(['vite', 'build', '--mode', 'walk', '--outDir', 'dist-walk', '--logLevel', 'warn']);
spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { stdio: 'inherit' });
run(['node', 'scripts/bench/bundle-size.mjs']);
run(
  [
    'firebase',
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--only',
    EMULATORS,
    'node scripts/bench/in-browser.mjs',
  ],
  emulatorEnv(),
);
