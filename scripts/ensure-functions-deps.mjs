// The functions package has its own dependencies (functions/package.json). Root install scripts
// are disabled (.npmrc), so `npm start`, `npm test` and `npm run bench` install them on first use.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureFunctionsDeps() {
  if (existsSync('functions/node_modules/firebase-functions/package.json')) return;
  console.log('Installing the functions package dependencies...');
  const result = spawnSync('npm', ['--prefix', 'functions', 'install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Could not install functions/ dependencies.');
    process.exit(result.status || 1);
  }
}
