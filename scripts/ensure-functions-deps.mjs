// The functions package has its own dependencies (functions/package.json). Root install scripts
// are disabled (.npmrc), so `npm start`, `npm test` and `npm run bench` install them on first use,
// and again whenever a dependency was added since (a checkout that installed functions/ before
// livekit-server-sdk existed would otherwise never get it). The check is one existsSync per
// dependency: cheap enough to run before every command.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Dependencies of functions/package.json that functions/node_modules lacks. */
export function missingFunctionsDeps(functionsDir = 'functions') {
  const manifest = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return names.filter(
    (name) => !existsSync(join(functionsDir, 'node_modules', name, 'package.json')),
  );
}

export function ensureFunctionsDeps() {
  const missing = missingFunctionsDeps();
  if (missing.length === 0) return;
  console.log(`Installing the functions package dependencies (missing: ${missing.join(', ')})...`);
  const result = spawnSync('npm', ['--prefix', 'functions', 'install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Could not install functions/ dependencies.');
    process.exit(result.status || 1);
  }
}
