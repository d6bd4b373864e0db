import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { db } from '../shared/admin';
import { logUploadDeleted } from '../shared/log';
import { checkUpload, modelUploadOf, recordOf } from './modelUpload';

/**
 * Checks every file uploaded under models/{assetId}/ with the browser's checkModelFile: a file
 * that is not a valid .glb/.gltf, or is over the size limit, is deleted, and
 * modelChecks/{assetId} says why either way. storage.rules only limit the name (and size); the
 * offline Storage emulator does not even enforce those, so this is where the content is judged.
 */
export const checkModelUpload = onObjectFinalized({ memory: '512MiB' }, async (event) => {
  const { bucket, name } = event.data;
  const upload = modelUploadOf(name);
  if (!upload) return;
  const generation = String(event.data.generation ?? '');
  const size = Number(event.data.size);
  const file = getStorage().bucket(bucket).file(name);
  let check;
  try {
    check = await checkUpload(upload.filename, size, async () => {
      const [contents] = await file.download();
      return new Uint8Array(contents);
    });
  } catch (error) {
    // Gone already (replaced or deleted before we read it): nothing left to judge.
    if ((error as { code?: number }).code === 404) return;
    throw error;
  }
  if (!check.ok) {
    // Only the object checked: a newer upload of the same name gets its own check.
    const [metadata] = await file.getMetadata().catch(() => [null]);
    if (metadata && String(metadata.generation) === generation) {
      logUploadDeleted({ bucket, name, reason: check.reason, size });
      await file.delete({ ignoreNotFound: true });
    }
  }
  await db
    .doc(`modelChecks/${upload.assetId}`)
    .set({ ...recordOf(name, generation, size, check), checkedAt: FieldValue.serverTimestamp() });
});
