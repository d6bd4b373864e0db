import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';

const FONT_PX = 48;
const PADDING_PX = 16;

/** Draws `text` on a rounded card into a canvas texture (no font files: the system's sans). */
function labelTexture(text: string): { texture: CanvasTexture; aspect: number } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  const font = `600 ${FONT_PX}px system-ui, sans-serif`;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width) + PADDING_PX * 2;
  const height = FONT_PX + PADDING_PX * 2;
  canvas.width = width;
  canvas.height = height;
  context.font = font;
  context.fillStyle = 'rgba(20, 24, 40, 0.78)';
  context.beginPath();
  context.roundRect(0, 0, width, height, 18);
  context.fill();
  context.fillStyle = '#ffffff';
  context.textBaseline = 'middle';
  context.fillText(text, PADDING_PX, height / 2 + 2);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return { texture, aspect: width / height };
}

/**
 * A text label that always faces the camera (a sprite), `height` metres tall, at `y` metres
 * above the object's origin. Decorative for screen readers: the overlays say the same.
 */
export function LabelSprite({
  text,
  y,
  height = 0.45,
}: {
  text: string;
  y: number;
  height?: number;
}) {
  const { texture, aspect } = useMemo(() => labelTexture(text), [text]);
  // The texture is made for this text and freed with it (useMemo + cleanup of the same value).
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <sprite position-y={y} scale={[height * aspect, height, 1]}>
      <spriteMaterial map={texture} transparent depthWrite={false} />
    </sprite>
  );
}
