import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingFunctionsDeps } from './ensure-functions-deps.mjs';

function functionsDir(dependencies: Record<string, string>, installed: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'functions-deps-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ dependencies, devDependencies: { typescript: '5.9' } }),
  );
  for (const name of installed) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(join(dir, 'node_modules', name, 'package.json'), '{}');
  }
  return dir;
}

describe('missingFunctionsDeps', () => {
  const deps = { 'firebase-functions': '^7', 'livekit-server-sdk': '^2', '@scope/pkg': '^1' };

  it('names every dependency that is not installed, not only firebase-functions', () => {
    const dir = functionsDir(deps, ['firebase-functions', 'typescript']);
    expect(missingFunctionsDeps(dir)).toEqual(['livekit-server-sdk', '@scope/pkg']);
  });

  it('is empty when all dependencies and dev dependencies are installed', () => {
    const dir = functionsDir(deps, [...Object.keys(deps), 'typescript']);
    expect(missingFunctionsDeps(dir)).toEqual([]);
  });

  it('counts a missing dev dependency too (the build needs typescript)', () => {
    expect(missingFunctionsDeps(functionsDir(deps, Object.keys(deps)))).toEqual(['typescript']);
  });
});
