// The walk path's budget as a check (`npm test`, after the production build): the JavaScript a
// first visitor's browser must fetch before the first screen and before the avatar walks,
// followed through the build's manifest (dist/.vite/manifest.json) from the entry and from the
// lazy modules the world needs before walking, each file sized gzip -9 as a compressing server
// sends it. Fails when either total passes its budget, and prints every file on the path.
// `npm run bench` (scripts/bench/walk-path.mjs) measures the same path in a browser, with times.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * Budgets in KB gzip (issue 28: 550; issue 31 aims at 450), ratcheted down to just above the
 * build (2026-11-29: first screen 129.4, walk 470.8 without re2js; 2026-12-07: 129.7 and 462.0
 * with the voice after the world, then 118.5 and 449.4 with wouter for react-router and the
 * sign post's overlay after the world) so that a change that adds to either must say so: a shared
 * module that started to import zod put 25 KB on the first screen and still fitted the old
 * 200 / 550.
 */
export const BUDGET_KB = { firstScreen: 119, walk: 450 };

/**
 * The lazy modules a first visit to /demo loads before the avatar walks, beside the entry's own
 * static imports: the intro's animal picker, the session, the world and the animals it draws.
 * With them the check names the same files the bench saw a browser fetch (44 on 2026-11-27; 31
 * on 2026-11-29, with the entry's chunk); a name that leaves the build fails the check
 * (staticClosure throws).
 */
export const WALK_ENTRIES = [
  'src/features/avatars/AvatarPicker.tsx',
  'src/app/EventSession.tsx',
  'src/features/world/WorldView.tsx',
  'src/features/avatars/AnimalCrowd.tsx',
];

/**
 * The lazy modules fetched right after the world is drawn, while the avatar already walks: the
 * voice (features/voice SessionVoice starts it then; issue 31, 2026-12-07) and the sign post's
 * overlay (DeferredSignPostOverlay, 2026-12-07). Printed beside the
 * path, and the check fails if one of them comes onto the path (a static import from it).
 */
export const AFTER_WALK_ENTRIES = [
  'src/features/voice/VoiceRunner.tsx',
  'src/features/objects/SignPostOverlay.tsx',
];

/** The manifest keys reached from `roots` by static imports, roots included. */
export function staticClosure(manifest, roots) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    reached.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return reached;
}

/** The .js files of those manifest keys with their gzip sizes (bytes), largest first. */
export function sizedFiles(manifest, keys, sizeOf) {
  return [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: sizeOf(file) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The first screen's and the walk's files and totals, and which budget each one breaks. */
export function measureWalkPath(manifest, sizeOf, budget = BUDGET_KB) {
  const firstScreen = sizedFiles(manifest, staticClosure(manifest, ['index.html']), sizeOf);
  const walk = sizedFiles(
    manifest,
    staticClosure(manifest, ['index.html', ...WALK_ENTRIES]),
    sizeOf,
  );
  const onPath = new Set(walk.map((f) => f.file));
  const afterKeys = staticClosure(manifest, AFTER_WALK_ENTRIES);
  const afterWalk = sizedFiles(manifest, afterKeys, sizeOf).filter((f) => !onPath.has(f.file));
  const pulledOn = AFTER_WALK_ENTRIES.filter((entry) => onPath.has(manifest[entry].file));
  const kb = (files) => files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const totals = { firstScreen: kb(firstScreen), walk: kb(walk), afterWalk: kb(afterWalk) };
  const over = ['firstScreen', 'walk'].filter((part) => totals[part] > budget[part]);
  return { firstScreen, walk, afterWalk, pulledOn, totals, over, budget };
}

function print({ walk, afterWalk, pulledOn, totals, over, budget }) {
  console.log(
    `First screen: ${totals.firstScreen.toFixed(1)} KB (budget ${budget.firstScreen} KB); ` +
      `walk path: ${totals.walk.toFixed(1)} KB in ${walk.length} files (budget ${budget.walk} KB)`,
  );
  for (const { file, bytes } of walk) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(
    `Fetched once the world is drawn (not on the walk path): ${totals.afterWalk.toFixed(1)} KB ` +
      `in ${afterWalk.length} files`,
  );
  for (const entry of pulledOn) {
    console.error(
      `On the walk path: ${entry}, which loads only once the world is drawn. A module the ` +
        `world needs before walking imports it statically (docs/architecture.md, Loading).`,
    );
  }
  for (const part of over) {
    console.error(
      `Over budget: ${part === 'walk' ? 'the walk path' : 'the first screen'} is ` +
        `${totals[part].toFixed(1)} KB, its budget ${budget[part]} KB. Make what the world ` +
        `does not need before walking a lazy chunk (docs/architecture.md, Loading).`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const sizeOf = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
  const result = measureWalkPath(manifest, sizeOf);
  print(result);
  process.exit(result.over.length > 0 || result.pulledOn.length > 0 ? 1 : 0);
}
