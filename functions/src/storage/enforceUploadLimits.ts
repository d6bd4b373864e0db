import { getStorage } from 'firebase-admin/storage';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import '../shared/admin';
import { logUploadDeleted } from '../shared/log';
import { decideUpload } from './uploadPolicy';

/**
 * Deletes an uploaded object that storage.rules would have refused (see uploadPolicy.ts).
 * In production the rules refuse such uploads first; this is the net under the offline
 * emulator, whose rules runtime is a stand-in that permits everything.
 */
export const enforceUploadLimits = onObjectFinalized(async (event) => {
  const { bucket, name, contentType } = event.data;
  const size = Number(event.data.size);
  const decision = decideUpload({ path: name, contentType, size });
  if (decision.ok) return;
  logUploadDeleted({ bucket, name, reason: decision.reason, size, contentType });
  await getStorage().bucket(bucket).file(name).delete({ ignoreNotFound: true });
});
