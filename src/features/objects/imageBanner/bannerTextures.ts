import { CanvasTexture, SRGBColorSpace, Texture } from 'three';
import { IMAGE_TEXT } from '../../../domain/objects/imageBanners';
import type { BannerImage } from './bannerImages';

const PLACEHOLDER_PX = 512;
const FONT_PX = 30;

/** Words on the placeholder, wrapped to the card's width. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const tried = line === '' ? word : `${line} ${word}`;
    if (line !== '' && context.measureText(tried).width > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * A card in the banner's shape saying why there is no picture: a framed landscape sign (a
 * picture goes here) and the words — no image yet, loading, or that this one cannot be shown.
 */
function placeholder(status: BannerImage['status'], aspect: number): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = PLACEHOLDER_PX;
  canvas.height = Math.max(64, Math.round(PLACEHOLDER_PX / aspect));
  const context = canvas.getContext('2d')!;
  const { width, height } = canvas;
  const failed = status === 'failed';
  context.fillStyle = failed ? '#f6dedd' : '#e4e9f0';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = failed ? '#b3261e' : '#7b8794';
  context.lineWidth = 8;
  context.setLineDash([24, 14]);
  context.strokeRect(12, 12, width - 24, height - 24);
  // A small landscape: the universal "a picture goes here".
  const cx = width / 2;
  const top = height * 0.18;
  context.setLineDash([]);
  context.lineWidth = 6;
  context.strokeRect(cx - 60, top, 120, 80);
  context.beginPath();
  context.moveTo(cx - 54, top + 74);
  context.lineTo(cx - 15, top + 30);
  context.lineTo(cx + 10, top + 55);
  context.lineTo(cx + 25, top + 42);
  context.lineTo(cx + 54, top + 74);
  context.stroke();
  context.beginPath();
  context.arc(cx + 30, top + 22, 9, 0, Math.PI * 2);
  context.stroke();
  const text =
    status === 'failed'
      ? 'This image cannot be shown'
      : status === 'loading'
        ? IMAGE_TEXT.loading
        : IMAGE_TEXT.noImage;
  context.fillStyle = failed ? '#8c1d18' : '#33404d';
  context.font = `600 ${FONT_PX}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  wrap(context, text, width - 60).forEach((line, i) => {
    context.fillText(line, cx, top + 100 + i * (FONT_PX + 6));
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** The texture a banner draws: its picture when loaded, else the placeholder saying why not. */
export function bannerTexture(image: BannerImage, aspect: number): Texture {
  if (image.status !== 'ready') return placeholder(image.status, aspect);
  const texture = new Texture(image.picture);
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return texture;
}
