import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { app, emulatorHost, usesEmulators } from './firebase';

/**
 * Cloud Storage, loaded only by the screens that upload (its SDK stays out of the walk path).
 * storage.rules (and storage-enforceUploadLimits under the offline emulator) refuse what the
 * client checks first: images only, at most 2 MB, in the uploader's own folder or in the images
 * of an event whose rooms they may edit.
 */
export const storage = getStorage(app);
if (usesEmulators) connectStorageEmulator(storage, emulatorHost, 9199);

const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Uploads an event's image (a banner's picture) to events/{eventId}/images/ and returns its
 * download URL. The name is made unique, so two editors never overwrite each other's image.
 */
export async function uploadEventImage(eventId: string, file: Blob): Promise<string> {
  const extension = EXTENSION[file.type] ?? 'img';
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const object = ref(storage, `events/${eventId}/images/banner-${unique}.${extension}`);
  await uploadBytes(object, file, { contentType: file.type });
  return getDownloadURL(object);
}

/** Uploads an image to users/{uid}/images/ and returns its download URL. */
export async function uploadUserImage(uid: string, file: Blob, name: string): Promise<string> {
  const extension = EXTENSION[file.type] ?? 'img';
  const object = ref(storage, `users/${uid}/images/${name}-${Date.now()}.${extension}`);
  await uploadBytes(object, file, { contentType: file.type });
  return getDownloadURL(object);
}

/**
 * The download URL of a scenery model (models/{assetId}/{file}), for the world's lazy model
 * loader: only rooms that place a glTF asset load this module.
 */
export function modelDownloadUrl(modelPath: string): Promise<string> {
  return getDownloadURL(ref(storage, modelPath));
}
