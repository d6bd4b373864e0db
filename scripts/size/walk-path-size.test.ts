import { describe, expect, it } from 'vitest';
import {
  AFTER_WALK_ENTRIES,
  BUDGET_KB,
  measureWalkPath,
  staticClosure,
  WALK_ENTRIES,
} from './walk-path-size.mjs';

// A build's manifest in miniature: the entry imports React; the session (lazy) imports the
// world's vendor code; a lazy page no visitor needs before walking imports a heavy chart.
const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: [] },
  '_react.js': { file: 'assets/react.js' },
  '_three.js': { file: 'assets/three.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart.js' },
  'src/admin/Page.tsx': { file: 'assets/Page.js', imports: ['_chart.js'] },
  ...Object.fromEntries(
    WALK_ENTRIES.map((entry) => [entry, { file: `assets/${entry}.js`, imports: ['_three.js'] }]),
  ),
  ...Object.fromEntries(
    AFTER_WALK_ENTRIES.map((entry) => [
      entry,
      { file: `assets/${entry}.js`, imports: ['_react.js'] },
    ]),
  ),
  'style.css': { file: 'assets/style.css' },
};
const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 20 * KB,
  'assets/react.js': 60 * KB,
  'assets/three.js': 300 * KB,
  'assets/chart.js': 500 * KB,
  'assets/Page.js': 1 * KB,
};
const sizeOf = (file: string) => sizes[file] ?? 10 * KB;

describe('the walk path size check', () => {
  it('follows static imports from the entry and the world, not lazy pages', () => {
    const reached = staticClosure(manifest, ['index.html', ...WALK_ENTRIES]);
    expect(reached.has('_three.js')).toBe(true);
    expect(reached.has('_chart.js')).toBe(false);
  });

  it('passes within the budgets and says which one a path breaks', () => {
    const fits = measureWalkPath(manifest, sizeOf);
    expect(fits.totals.firstScreen).toBe(80);
    expect(fits.totals.walk).toBe(80 + 300 + 10 * WALK_ENTRIES.length);
    expect(fits.over).toEqual([]);
    // Lowered budgets: the same build fails, each part on its own.
    expect(measureWalkPath(manifest, sizeOf, { ...BUDGET_KB, walk: 300 }).over).toEqual(['walk']);
    expect(measureWalkPath(manifest, sizeOf, { ...BUDGET_KB, firstScreen: 79 }).over).toEqual([
      'firstScreen',
    ]);
  });

  it('sizes what loads once the world is drawn apart, and names it when it comes onto the path', () => {
    const apart = measureWalkPath(manifest, sizeOf);
    expect(apart.totals.afterWalk).toBe(10 * AFTER_WALK_ENTRIES.length);
    expect(apart.pulledOn).toEqual([]);
    const world = WALK_ENTRIES[0]!;
    const pulled = measureWalkPath(
      {
        ...manifest,
        [world]: { file: `assets/${world}.js`, imports: ['_three.js', ...AFTER_WALK_ENTRIES] },
      },
      sizeOf,
    );
    expect(pulled.pulledOn).toEqual(AFTER_WALK_ENTRIES);
  });

  it('fails when a walk entry is no longer in the build', () => {
    const rest: Record<string, { file: string; imports?: string[] }> = { ...manifest };
    delete rest[WALK_ENTRIES[0]!];
    expect(() => measureWalkPath(rest, sizeOf)).toThrow(/not in the build's manifest/);
  });
});
