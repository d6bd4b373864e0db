/**
 * The server's check of an uploaded scenery model (storage-checkModelUpload), as pure parts:
 * which objects it looks at and what it records. The check itself is the browser's,
 * checkModelFile in src/domain/models/modelFile.ts.
 */
import { isDocumentId } from '../../../src/domain/documentIds';
import {
  checkModelFile,
  checkModelSize,
  type ModelCheck,
  type ModelCheckRecord,
} from '../../../src/domain/models/modelFile';

/** models/{assetId}/{filename} → its parts; anything else is not a model upload. */
export function modelUploadOf(path: string): { assetId: string; filename: string } | null {
  const parts = path.split('/');
  if (parts.length !== 3 || parts[0] !== 'models') return null;
  const [, assetId, filename] = parts as [string, string, string];
  if (assetId === '' || filename === '' || assetId.length > 128 || !isDocumentId(assetId)) {
    return null;
  }
  return { assetId, filename };
}

/**
 * Checks an uploaded object: from its name and size first, so an oversized file is refused
 * without being downloaded; then its bytes, read only when needed.
 */
export async function checkUpload(
  filename: string,
  size: number,
  read: () => Promise<Uint8Array>,
): Promise<ModelCheck> {
  return checkModelSize(filename, size) ?? checkModelFile(await read(), filename);
}

export type { ModelCheckRecord };

export function recordOf(
  path: string,
  generation: string,
  size: number,
  check: ModelCheck,
): ModelCheckRecord {
  return check.ok
    ? { path, generation, size, ok: true, reason: '', message: '' }
    : { path, generation, size, ok: false, reason: check.reason, message: check.message };
}
