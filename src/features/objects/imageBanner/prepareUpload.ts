import {
  compressedImageError,
  compressedType,
  IMAGE_BANNER,
  IMAGE_TEXT,
  uploadsAsIs,
} from '../../../domain/objects/imageBanners';

/** A chosen file that cannot become a banner's picture; its message says why, for people. */
export class BannerUploadError extends Error {}

/** The picture's size in pixels, or a BannerUploadError when the file is not a readable image. */
async function pictureSize(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    throw new BannerUploadError(IMAGE_TEXT.unreadable);
  }
}

/**
 * What to upload for a chosen file: the file itself when it is a readable image of an allowed
 * type within 2 MB and 4096 px, else the picture compressed in the browser to at most 2 MB
 * (reference) by browser-image-compression, loaded here on first use (never on the walk path).
 * It runs on this thread: its worker would fetch the library from a CDN, which the page's
 * Content-Security-Policy (and an offline machine) refuses.
 */
export async function prepareBannerUpload(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new BannerUploadError(IMAGE_TEXT.notAnImage);
  const { width, height } = await pictureSize(file);
  if (uploadsAsIs(file, width, height)) return file;
  const { default: imageCompression } = await import('browser-image-compression');
  let compressed: Blob;
  try {
    compressed = await imageCompression(file, {
      maxSizeMB: IMAGE_BANNER.maxUploadBytes / (1024 * 1024),
      maxWidthOrHeight: IMAGE_BANNER.maxUploadSidePx,
      fileType: compressedType(file.type),
      useWebWorker: false,
      // A lossy first try that a photo rarely needs to go below: each further round costs a
      // full encode on this thread.
      initialQuality: 0.85,
      // Each round shrinks the sides by 5% and the quality a little: 20 rounds reach a
      // third of the sides, enough for any photo a phone takes.
      maxIteration: 20,
    });
  } catch {
    throw new BannerUploadError(IMAGE_TEXT.unreadable);
  }
  const refused = compressedImageError(compressed);
  if (refused) throw new BannerUploadError(refused);
  return compressed;
}
