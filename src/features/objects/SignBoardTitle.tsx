import { useEffect, useState } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { layoutBoardText, BOARD_LINE_HEIGHT } from '../../domain/objects/signBoard';

/** The board's colour (the texture's background) and the title's: dark brown on cream. */
export const BOARD_COLOUR = '#fff6df';
const INK = '#2b1d0e';
/** Texture pixels per metre of board, and the longer side's cap (a 5 m board stays 1024 px). */
const PX_PER_METRE = 256;
const MAX_SIDE_PX = 1024;
/** The margin inside the board's edge, as a fraction of its shorter side. */
const PADDING = 0.08;
const FONT = (px: number) => `bold ${px}px system-ui, sans-serif`;
/** Half the board's depth (boxGeometry 0.08) and a hair, so the title never z-fights it. */
const FACE_OFFSET = 0.041;

/** The title drawn on a canvas the board's shape: centred lines, as large as they fit. */
function drawTitle(title: string, width: number, height: number): CanvasTexture {
  const scale = Math.min(PX_PER_METRE, MAX_SIDE_PX / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = BOARD_COLOUR;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const pad = Math.round(Math.min(canvas.width, canvas.height) * PADDING);
    const box = { width: canvas.width - 2 * pad, height: canvas.height - 2 * pad };
    const measure = (text: string, px: number) => {
      ctx.font = FONT(px);
      return ctx.measureText(text).width;
    };
    const maxPx = Math.max(8, Math.round(Math.min(box.height, canvas.height / 3)));
    const minPx = Math.max(8, Math.round(canvas.height / 12));
    const { px, lines } = layoutBoardText(title, box, { maxPx, minPx }, measure);
    ctx.font = FONT(px);
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const lineHeight = px * BOARD_LINE_HEIGHT;
    const top = canvas.height / 2 - (lines.length * lineHeight) / 2 + lineHeight / 2;
    lines.forEach((line, i) => ctx.fillText(line, canvas.width / 2, top + i * lineHeight));
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/**
 * The sign's title on both faces of its board (issue 30 #33: the boards were blank). The texture
 * is made again only when the title or the board's size changes, and the old one disposed then
 * and on unmount; nothing changes per frame.
 */
export function SignBoardTitle({
  title,
  width,
  height,
}: {
  title: string;
  width: number;
  height: number;
}) {
  const [texture, setTexture] = useState<CanvasTexture | null>(null);
  useEffect(() => {
    const made = drawTitle(title, width, height);
    setTexture(made);
    return () => made.dispose();
  }, [title, width, height]);
  if (!texture) return null;
  return (
    <>
      {[0, Math.PI].map((turn) => (
        <mesh
          key={turn}
          rotation-y={turn}
          position-z={turn === 0 ? FACE_OFFSET : -FACE_OFFSET}
          name="sign-title"
        >
          <planeGeometry args={[width, height]} />
          <meshLambertMaterial map={texture} />
        </mesh>
      ))}
    </>
  );
}
