/**
 * The avatar photo generator's parts (/admin/avatars loads this module by itself): the picker's
 * studio, which draws an animal with the crowd's own pipeline, and a JPEG maker.
 */
import { PreviewStudio } from './previewStudio';

export { PreviewStudio };

/**
 * A photo (a transparent PNG data URL) as a JPEG on a solid background: JPEG has no
 * transparency, and a black square behind an animal would hide the dark ones.
 */
export async function jpegOf(pngDataUrl: string, background: string): Promise<string> {
  const image = new Image();
  image.src = pngDataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.9);
}
