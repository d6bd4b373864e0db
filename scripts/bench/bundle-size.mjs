// Gzip size of the JS needed before the join form is interactive (the entry and its static
// imports) and of all JS reachable from the session and world chunks (an upper bound).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

function closure(keys, { dynamic }) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// Walking needs the joined session (Firestore, presence, menus) and the world with everything
// they import, lazily or not.
const lazyKeys = ['app/EventSession.tsx', 'features/world/WorldView.tsx'].map((suffix) =>
  Object.keys(manifest).find((key) => key.endsWith(suffix)),
);
const initial = closure([entry], { dynamic: false });
const walk = new Set([...initial, ...closure(lazyKeys, { dynamic: true })]);
const size = (keys) =>
  [...keys].reduce(
    (sum, key) => sum + (manifest[key].file.endsWith('.js') ? gz(manifest[key].file) : 0),
    0,
  );
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('\n--- Bundle (gzip -9) ---');
console.log(`JS before the join form is interactive: ${kb(size(initial))} (goal <= 200 KB)`);
// An upper bound: it includes chunks loaded only on demand (LiveKit with an SFU, the map, the
// profile editor). What a visit really fetches is measured in the browser (walk-path.mjs).
console.log(`All JS reachable from the world, lazy chunks included: ${kb(size(walk))}`);
const largest = [...walk]
  .map((key) => [manifest[key].file, gz(manifest[key].file)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 6);
for (const [file, bytes] of largest) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
