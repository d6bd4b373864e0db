// storage-checkModelUpload: every file under models/{assetId}/ is checked with the browser's
// checkModelFile (the offline Storage emulator enforces no storage.rules); a refused file is
// deleted, and modelChecks/{assetId} says why either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE_TEXTS, MODEL_MAX_BYTES } from '../../src/domain/models/modelFile';
import { adminBucket, adminDb, unique } from './support/emulators';

const lampPost = readFileSync(join(__dirname, '../../public/media/models/lamp-post.glb'));

/** Uploads `bytes` as models/{assetId}/{filename}; returns the path and its generation. */
async function upload(assetId: string, filename: string, bytes: Buffer) {
  const path = `models/${assetId}/${filename}`;
  const file = adminBucket().file(path);
  await file.save(bytes, { contentType: 'model/gltf-binary', resumable: false });
  // The upload's own answer carries the generation: asking again afterwards raced the trigger,
  // which may already have deleted a refused file (a CI run failed on 'No such object').
  const { generation } = file.metadata;
  expect(generation, `${path} uploaded with a generation`).toBeDefined();
  return { path, generation: String(generation) };
}

/** Waits for modelChecks/{assetId} to record the check of this upload. */
async function checkOf(assetId: string, generation: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const snap = await adminDb.doc(`modelChecks/${assetId}`).get();
    if (snap.exists && snap.get('generation') === generation) return snap.data()!;
    await sleep(250);
  }
  throw new Error(`no check recorded for ${assetId} (generation ${generation})`);
}

const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

describe('storage-checkModelUpload', () => {
  it('keeps a valid .glb and records it as ok', { timeout: 30_000 }, async () => {
    const assetId = unique('lamp');
    const { path, generation } = await upload(assetId, 'lamp-post.glb', lampPost);
    const check = await checkOf(assetId, generation);
    expect(check).toMatchObject({ path, ok: true, reason: '', message: '' });
    expect(check.size).toBe(lampPost.byteLength);
    expect(await exists(path)).toBe(true);
  });

  it(
    'deletes a damaged .glb, a .gltf without meshes and a file over 10 MB, saying why',
    { timeout: 60_000 },
    async () => {
      const damaged = Buffer.from(lampPost);
      damaged.writeUInt32LE(1, 4); // glTF 1 header
      const noMeshes = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }));
      const cases = [
        {
          file: 'old.glb',
          bytes: damaged,
          reason: 'bad_version',
          message: MODEL_FILE_TEXTS.badVersion,
        },
        {
          file: 'empty.gltf',
          bytes: noMeshes,
          reason: 'no_meshes',
          message: MODEL_FILE_TEXTS.noMeshes,
        },
        {
          file: 'huge.glb',
          bytes: Buffer.alloc(MODEL_MAX_BYTES + 1, 1),
          reason: 'too_large',
          message: MODEL_FILE_TEXTS.tooLarge,
        },
        {
          file: 'notes.txt',
          bytes: Buffer.from('hi'),
          reason: 'wrong_extension',
          message: MODEL_FILE_TEXTS.wrongExtension,
        },
      ];
      for (const { file, bytes, reason, message } of cases) {
        const assetId = unique('refused');
        const { path, generation } = await upload(assetId, file, bytes);
        expect(await checkOf(assetId, generation), file).toMatchObject({
          path,
          ok: false,
          reason,
          message,
        });
        expect(await exists(path), file).toBe(false);
      }
    },
  );

  it(
    'a valid upload after a refused one under the same asset is kept',
    { timeout: 40_000 },
    async () => {
      const assetId = unique('retry');
      const bad = await upload(assetId, 'bad.glb', Buffer.from('not a model'));
      expect(await checkOf(assetId, bad.generation)).toMatchObject({
        ok: false,
        reason: 'bad_magic',
      });
      const good = await upload(assetId, 'good.glb', lampPost);
      expect(await checkOf(assetId, good.generation)).toMatchObject({ ok: true, path: good.path });
      expect(await exists(good.path)).toBe(true);
      expect(await exists(bad.path)).toBe(false);
    },
  );
});
