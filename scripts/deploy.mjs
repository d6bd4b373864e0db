// `npm run deploy [-- --project <id>] [-- --dry-run]`: checks what a real project needs
// (scripts/deploy/plan.mjs), builds the SPA and the functions and runs `firebase deploy`
// (hosting, functions, Firestore rules and indexes, Storage rules). Refuses, building nothing,
// when VITE_FIREBASE_CONFIG or the project id is missing, or when peer-to-peer voice would
// have no TURN server (unless --without-turn); says what each optional service's absence means.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { ensureFunctionsDeps } from './ensure-functions-deps.mjs';
import { planDeploy } from './deploy/plan.mjs';

const args = process.argv.slice(2);
// What `vite build` will see: the environment plus .env.production(.local) and .env(.local).
const spaEnv = { ...loadEnv('production', process.cwd(), ''), ...process.env };

function readDotEnv(path) {
  if (!existsSync(path)) return null;
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line))
    .filter(Boolean)
    .map(([, key, value]) => [key, value.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

const first = planDeploy({ args, spaEnv });
const functionsEnv = first.projectId ? readDotEnv(`functions/.env.${first.projectId}`) : null;
const { projectId, errors, warnings, cautions } = planDeploy({ args, spaEnv, functionsEnv });

if (errors.length > 0) {
  console.error(`Cannot deploy:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  console.error('\nSee README.md, section "Deploy".');
  process.exit(1);
}
console.log(`Deploying to ${projectId}.`);
for (const caution of cautions) console.warn(`\nWARNING: ${caution}\n`);
if (warnings.length > 0) {
  console.log(`Optional services not configured:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
}
if (args.includes('--dry-run')) {
  console.log('Dry run: nothing built or deployed.');
  process.exit(0);
}

function run(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status || 1);
}

ensureFunctionsDeps();
run('npx', ['vite', 'build']);
run('npm', ['--prefix', 'functions', 'run', 'build']);
run('npx', [
  'firebase',
  'deploy',
  '--project',
  projectId,
  '--only',
  'hosting,functions,firestore,storage',
]);
