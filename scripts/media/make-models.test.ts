// The generated scenery models are real glTF 2.0: three's GLTFLoader (what the world will load
// them with) parses the committed files, which match what the generator makes today.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mesh, MeshStandardMaterial, Object3D } from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
import { buildGlb } from './glb.mjs';
import { MODELS, MODELS_DIR } from './make-models.mjs';

function parse(bytes: Uint8Array): Promise<GLTF> {
  const buffer = new Uint8Array(bytes).buffer;
  return new Promise((resolve, reject) => new GLTFLoader().parse(buffer, '', resolve, reject));
}

function meshesOf(root: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  root.traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh);
  });
  return meshes;
}

describe('scripts/media/make-models.mjs', () => {
  it('makes at least two models', () => {
    expect(Object.keys(MODELS).length).toBeGreaterThanOrEqual(2);
  });

  for (const [file, model] of Object.entries(MODELS)) {
    describe(file, () => {
      const committed = new Uint8Array(readFileSync(join(MODELS_DIR, file)));

      it('is committed as the generator makes it (run the script after changing a model)', () => {
        expect(Buffer.from(committed).equals(Buffer.from(buildGlb(model)))).toBe(true);
      });

      it('parses with GLTFLoader: every part a mesh with its named material', async () => {
        const gltf = await parse(committed);
        expect(gltf.scene.getObjectByName(model.name.replace(/ /g, '_'))).toBeTruthy();
        const meshes = meshesOf(gltf.scene);
        expect(meshes.map((mesh) => mesh.name).sort()).toEqual(
          model.parts.map((part) => part.name.replace(/ /g, '_')).sort(),
        );
        const materials = new Map<string, MeshStandardMaterial>();
        for (const mesh of meshes) {
          const material = mesh.material as MeshStandardMaterial;
          materials.set(material.name, material);
          const position = mesh.geometry.getAttribute('position');
          expect(position.count).toBeGreaterThan(0);
          expect(mesh.geometry.getAttribute('normal').count).toBe(position.count);
          expect(mesh.geometry.index!.count % 3).toBe(0);
        }
        expect([...materials.keys()].sort()).toEqual(Object.keys(model.materials).sort());
        for (const [name, [r, g, b]] of Object.entries(model.materials)) {
          const colour = materials.get(name)!.color;
          // GLTFLoader reads baseColorFactor as linear; compare in that space.
          expect([colour.r, colour.g, colour.b].map((v) => v.toFixed(3))).toEqual(
            [r, g, b].map((v) => v.toFixed(3)),
          );
        }
      });

      it('has POSITION bounds that contain every vertex and 4-byte aligned views', () => {
        const view = new DataView(committed.buffer, committed.byteOffset);
        expect(view.getUint32(0, true)).toBe(0x46546c67);
        expect(view.getUint32(8, true)).toBe(committed.byteLength);
        const jsonLength = view.getUint32(12, true);
        expect(jsonLength % 4).toBe(0);
        const json = JSON.parse(new TextDecoder().decode(committed.subarray(20, 20 + jsonLength)));
        expect(json.asset.version).toBe('2.0');
        for (const bufferView of json.bufferViews) expect(bufferView.byteOffset % 4).toBe(0);
        for (const mesh of json.meshes) {
          const accessor = json.accessors[mesh.primitives[0].attributes.POSITION];
          expect(accessor.min).toHaveLength(3);
          expect(accessor.max).toHaveLength(3);
        }
      });
    });
  }
});
