import { describe, expect, it } from 'vitest';
import { MODEL_FILE_TEXTS, MODEL_MAX_BYTES } from '../../../src/domain/models/modelFile';
import { checkUpload, modelUploadOf, recordOf } from './modelUpload';

describe('modelUploadOf', () => {
  it('names the asset and file of models/{assetId}/{filename}', () => {
    expect(modelUploadOf('models/lamp/lamp-post.glb')).toEqual({
      assetId: 'lamp',
      filename: 'lamp-post.glb',
    });
    expect(modelUploadOf('models/lamp/notes.txt')).toEqual({
      assetId: 'lamp',
      filename: 'notes.txt',
    });
  });

  it('ignores other paths and ids Firestore cannot hold', () => {
    for (const path of [
      'users/u/images/a.png',
      'models/a.glb',
      'models/lamp/x/a.glb',
      'models//a.glb',
      'models/lamp/',
      'models/__x__/a.glb',
      'models/../a.glb',
      `models/${'a'.repeat(129)}/a.glb`,
    ]) {
      expect(modelUploadOf(path), path).toBeNull();
    }
  });
});

describe('checkUpload', () => {
  it('refuses an oversized or misnamed file without reading it', async () => {
    const read = () => Promise.reject(new Error('must not read'));
    await expect(checkUpload('a.glb', MODEL_MAX_BYTES + 1, read)).resolves.toMatchObject({
      reason: 'too_large',
    });
    await expect(checkUpload('a.obj', 10, read)).resolves.toMatchObject({
      reason: 'wrong_extension',
    });
  });

  it('reads the bytes otherwise', async () => {
    const bytes = new TextEncoder().encode('{"asset":{"version":"2.0"},"meshes":[{}]}');
    await expect(checkUpload('a.gltf', bytes.byteLength, async () => bytes)).resolves.toEqual({
      ok: true,
      format: 'gltf',
      meshes: 1,
    });
  });
});

describe('recordOf', () => {
  it('says why a file was refused, and nothing when it was kept', () => {
    expect(recordOf('models/a/a.glb', '7', 3, { ok: true, format: 'glb', meshes: 1 })).toEqual({
      path: 'models/a/a.glb',
      generation: '7',
      size: 3,
      ok: true,
      reason: '',
      message: '',
    });
    expect(
      recordOf('models/a/a.glb', '8', 3, {
        ok: false,
        reason: 'no_meshes',
        message: MODEL_FILE_TEXTS.noMeshes,
      }),
    ).toMatchObject({ ok: false, reason: 'no_meshes', message: MODEL_FILE_TEXTS.noMeshes });
  });
});
