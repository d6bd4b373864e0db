import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModelFile, checkModelSize, MODEL_FILE_TEXTS, MODEL_MAX_BYTES } from './modelFile';

const models = join(__dirname, '..', '..', '..', 'public', 'media', 'models');
const lampPost = new Uint8Array(readFileSync(join(models, 'lamp-post.glb')));
const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const gltf = (extra: object = {}) =>
  text({ asset: { version: '2.0' }, meshes: [{ primitives: [] }], ...extra });

/** The GLB's bytes with one 32-bit header word changed. */
function withWord(offset: number, value: number): Uint8Array {
  const copy = new Uint8Array(lampPost);
  new DataView(copy.buffer).setUint32(offset, value, true);
  return copy;
}

/** A GLB whose JSON chunk holds `json` (padded with spaces), no BIN chunk. */
function glbOf(json: string): Uint8Array {
  const body = new TextEncoder().encode(json.padEnd(Math.ceil(json.length / 4) * 4, ' '));
  const out = new Uint8Array(20 + body.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.byteLength, true);
  view.setUint32(12, body.byteLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(body, 20);
  return out;
}

describe('checkModelFile', () => {
  it('accepts the generated .glb models and a self-contained .gltf', () => {
    expect(checkModelFile(lampPost, 'lamp-post.glb')).toEqual({
      ok: true,
      format: 'glb',
      meshes: 4,
    });
    const marketStall = new Uint8Array(readFileSync(join(models, 'market-stall.glb')));
    expect(checkModelFile(marketStall, 'Stall.GLB')).toMatchObject({ ok: true, format: 'glb' });
    expect(
      checkModelFile(
        gltf({ buffers: [{ uri: 'data:application/octet-stream;base64,AAAA' }] }),
        'a.gltf',
      ),
    ).toEqual({ ok: true, format: 'gltf', meshes: 1 });
  });

  it('refuses other extensions, empty files and files over the limit, with a message', () => {
    expect(MODEL_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkModelFile(lampPost, 'lamp-post.obj')).toEqual({
      ok: false,
      reason: 'wrong_extension',
      message: MODEL_FILE_TEXTS.wrongExtension,
    });
    expect(checkModelFile(lampPost, 'glb')).toMatchObject({ reason: 'wrong_extension' });
    expect(checkModelFile(new Uint8Array(0), 'a.glb')).toMatchObject({ reason: 'empty' });
    const big = new Uint8Array(MODEL_MAX_BYTES + 1);
    expect(checkModelFile(big, 'a.glb')).toMatchObject({
      reason: 'too_large',
      message: 'This model is larger than 10 MB; make it smaller.',
    });
    expect(checkModelSize('a.glb', MODEL_MAX_BYTES)).toBeNull();
    expect(checkModelSize('a.glb', MODEL_MAX_BYTES + 1)).toMatchObject({ reason: 'too_large' });
  });

  it('refuses a .glb with a bad magic, version or length', () => {
    expect(checkModelFile(withWord(0, 0x12345678), 'a.glb')).toMatchObject({ reason: 'bad_magic' });
    expect(checkModelFile(text({ asset: {} }), 'a.glb')).toMatchObject({ reason: 'bad_magic' });
    expect(checkModelFile(new Uint8Array([1, 2, 3]), 'a.glb')).toMatchObject({
      reason: 'bad_magic',
    });
    expect(checkModelFile(withWord(4, 1), 'a.glb')).toMatchObject({ reason: 'bad_version' });
    expect(checkModelFile(withWord(8, lampPost.byteLength + 4), 'a.glb')).toMatchObject({
      reason: 'bad_length',
    });
    expect(checkModelFile(lampPost.subarray(0, 100), 'a.glb')).toMatchObject({
      reason: 'bad_length',
    });
    expect(checkModelFile(withWord(12, lampPost.byteLength), 'a.glb')).toMatchObject({
      reason: 'bad_length',
    });
  });

  it('refuses a JSON chunk or .gltf that cannot be parsed', () => {
    expect(checkModelFile(withWord(16, 0x004e4942), 'a.glb')).toMatchObject({ reason: 'bad_json' });
    expect(checkModelFile(glbOf('{"asset": '), 'a.glb')).toMatchObject({ reason: 'bad_json' });
    expect(checkModelFile(new TextEncoder().encode('not json'), 'a.gltf')).toMatchObject({
      reason: 'bad_json',
      message: MODEL_FILE_TEXTS.badJson,
    });
    expect(checkModelFile(new Uint8Array([0xff, 0xfe, 0x00]), 'a.gltf')).toMatchObject({
      reason: 'bad_json',
    });
    expect(checkModelFile(text([1, 2]), 'a.gltf')).toMatchObject({ reason: 'bad_json' });
  });

  it('refuses glTF 1.0 or no version, and models without meshes', () => {
    for (const asset of [{ version: '1.0' }, {}, { version: 2 }, { version: '2' }]) {
      expect(checkModelFile(text({ asset, meshes: [{}] }), 'a.gltf')).toMatchObject({
        reason: 'not_gltf2',
      });
    }
    expect(checkModelFile(text({ meshes: [{}] }), 'a.gltf')).toMatchObject({ reason: 'not_gltf2' });
    expect(
      checkModelFile(glbOf(JSON.stringify({ asset: { version: '2.1' } })), 'a.glb'),
    ).toMatchObject({
      reason: 'no_meshes',
      message: MODEL_FILE_TEXTS.noMeshes,
    });
    expect(checkModelFile(text({ asset: { version: '2.0' }, meshes: [] }), 'a.gltf')).toMatchObject(
      {
        reason: 'no_meshes',
      },
    );
  });

  it('refuses a model that refers to files beside it or elsewhere', () => {
    for (const extra of [
      { buffers: [{ uri: 'model.bin', byteLength: 4 }] },
      { images: [{ uri: 'https://example.com/t.png' }] },
      { buffers: [{ uri: 42 }] },
    ]) {
      expect(checkModelFile(gltf(extra), 'a.gltf')).toMatchObject({ reason: 'external_files' });
    }
  });
});
