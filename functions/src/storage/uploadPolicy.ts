/**
 * What storage.rules allow to be uploaded, as a pure decision. The offline Storage emulator
 * cannot enforce storage.rules, so the storage-enforceUploadLimits function applies this to
 * every finalized object and deletes what it refuses. Keep the two in step.
 */
import { LIMITS } from '../../../src/domain/constants';
import { UPLOAD_IMAGE_TYPES } from '../../../src/domain/profile';

export const IMAGE_MAX_BYTES = LIMITS.uploadMaxBytes;
/** Models: storage-checkModelUpload also reads the content (src/domain/models/modelFile.ts). */
export const MODEL_MAX_BYTES = LIMITS.modelMaxBytes;

type UploadRefusal = 'unknown_path' | 'not_an_image' | 'not_a_model' | 'too_large';
export type UploadDecision = { ok: true } | { ok: false; reason: UploadRefusal };

export interface UploadFacts {
  /** Object name (path inside the bucket), e.g. 'users/abc/images/avatar.png'. */
  path: string;
  contentType: string | null | undefined;
  size: number;
}

type Kind = 'image' | 'model';

/**
 * The upload kind of a path: users/{uid}/images/{file}, events/{e}/images/{file} and
 * thumbnails/{assetId}/{file} are images, models/{assetId}/{file} models.
 */
function kindOf(path: string): Kind | null {
  const parts = path.split('/');
  if (parts.some((part) => part === '')) return null;
  const [top, , sub] = parts;
  if (parts.length === 4 && (top === 'users' || top === 'events') && sub === 'images') {
    return 'image';
  }
  if (parts.length === 3 && top === 'thumbnails') return 'image';
  if (parts.length === 3 && top === 'models') return 'model';
  return null;
}

export function decideUpload({ path, contentType, size }: UploadFacts): UploadDecision {
  const kind = kindOf(path);
  if (!kind) return { ok: false, reason: 'unknown_path' };
  if (kind === 'image') {
    const isImage = UPLOAD_IMAGE_TYPES.includes(contentType?.toLowerCase() ?? '');
    if (!isImage) return { ok: false, reason: 'not_an_image' };
    if (!(size <= IMAGE_MAX_BYTES)) return { ok: false, reason: 'too_large' };
    return { ok: true };
  }
  if (!/\.(gltf|glb)$/i.test(path)) return { ok: false, reason: 'not_a_model' };
  if (!(size <= MODEL_MAX_BYTES)) return { ok: false, reason: 'too_large' };
  return { ok: true };
}
