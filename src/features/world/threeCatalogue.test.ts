import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as catalogue from './threeCatalogue';

/** DOM elements the app renders whose names are also three classes (<audio>, SVG <path>). */
const DOM_ELEMENTS_NAMED_LIKE_THREE = new Set(['audio', 'path']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The three elements JSX names in the app's source: `<mesh`, `<ringGeometry` ... */
function threeElementsInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of tsxFiles(join(__dirname, '../..'))) {
    for (const [, tag] of readFileSync(file, 'utf8').matchAll(/<([a-z][A-Za-z0-9]*)[\s/>]/g)) {
      const className = tag![0]!.toUpperCase() + tag!.slice(1);
      if (DOM_ELEMENTS_NAMED_LIKE_THREE.has(tag!) || !(className in THREE)) continue;
      found.set(className, file);
    }
  }
  return found;
}

describe('the three catalogue react-three-fiber gets in builds', () => {
  it('holds the class of every three element the scenes name', () => {
    const elements = threeElementsInSource();
    expect(elements.size).toBeGreaterThan(10);
    const missing = [...elements].filter(([name]) => !(name in catalogue));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('holds what r3f itself reads of three', () => {
    const r3f = ['events', 'react-three-fiber'].flatMap((prefix) =>
      readdirSync(join(__dirname, '../../../node_modules/@react-three/fiber/dist'))
        .filter((file) => file.startsWith(prefix) && file.endsWith('.esm.js'))
        .map((file) =>
          readFileSync(
            join(__dirname, '../../../node_modules/@react-three/fiber/dist', file),
            'utf8',
          ),
        ),
    );
    const used = new Set(
      r3f.flatMap((code) => [...code.matchAll(/THREE\.([A-Za-z0-9_]+)/g)].map((m) => m[1]!)),
    );
    // Object3D is named in a comment only.
    used.delete('Object3D');
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(name in catalogue))).toEqual([]);
  });
});
