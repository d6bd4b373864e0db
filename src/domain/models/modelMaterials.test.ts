import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelMaterials } from './modelMaterials';

const models = join(__dirname, '../../../public/media/models');
const read = (file: string) => new Uint8Array(readFileSync(join(models, file)));
const gltf = (json: unknown) => new TextEncoder().encode(JSON.stringify(json));

describe('modelMaterials', () => {
  it("reads the shipped models' material names and base colours (sRGB)", () => {
    expect(modelMaterials(read('lamp-post.glb'), 'lamp-post.glb')).toEqual([
      { name: 'Stone', colour: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      { name: 'Iron', colour: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      // [1, 0.86, 0.45] linear → sRGB.
      { name: 'Glass', colour: '#ffefb3' },
    ]);
    expect(modelMaterials(read('market-stall.glb'), 'market-stall.glb').map((m) => m.name)).toEqual(
      ['Wood', 'Canvas', 'Produce'],
    );
  });

  it('reads a .gltf, skipping unnamed and repeated names; white without a colour', () => {
    const file = gltf({
      asset: { version: '2.0' },
      materials: [
        { name: 'Red', pbrMetallicRoughness: { baseColorFactor: [1, 0, 0, 1] } },
        {},
        { name: '' },
        { name: 'Red' },
        { name: 'Plain' },
        { name: 'x'.repeat(65) },
      ],
    });
    expect(modelMaterials(file, 'thing.gltf')).toEqual([
      { name: 'Red', colour: '#ff0000' },
      { name: 'Plain', colour: '#ffffff' },
    ]);
  });

  it('gives none for unreadable files and at most 32', () => {
    expect(modelMaterials(new Uint8Array([1, 2, 3]), 'a.glb')).toEqual([]);
    expect(modelMaterials(gltf({ materials: 'no' }), 'a.gltf')).toEqual([]);
    expect(modelMaterials(gltf({}), 'a.obj')).toEqual([]);
    const many = gltf({ materials: Array.from({ length: 40 }, (_, i) => ({ name: `m${i}` })) });
    expect(modelMaterials(many, 'a.gltf')).toHaveLength(32);
  });
});
