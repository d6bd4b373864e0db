import { CanvasTexture, SRGBColorSpace } from 'three';
import { useMountedResource } from '../../../ui/useMountedResource';

const FONT_PX = 34;
const LINE_PX = 42;
const PADDING_PX = 22;
const TAIL_PX = 22;
const MAX_TEXT_PX = 520;
/** A longer line ends in '...' here; the overlay shows it whole. */
const MAX_ROWS = 8;
/** World metres per canvas pixel: text about as large as the name labels'. */
const METRES_PER_PX = 0.0068;

/** The line broken into rows that fit the bubble (a word longer than a row gets its own). */
function rows(context: CanvasRenderingContext2D, text: string): string[] {
  const result: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/)) {
    const tried = row === '' ? word : `${row} ${word}`;
    if (row !== '' && context.measureText(tried).width > MAX_TEXT_PX) {
      result.push(row);
      row = word;
    } else row = tried;
  }
  if (row !== '') result.push(row);
  if (result.length <= MAX_ROWS) return result;
  return [...result.slice(0, MAX_ROWS - 1), `${result[MAX_ROWS - 1]}...`];
}

/** A white rounded bubble with a tail pointing down at the speaker, the line inside it. */
function bubbleTexture(text: string) {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  const font = `500 ${FONT_PX}px system-ui, sans-serif`;
  context.font = font;
  const lines = rows(context, text);
  const textWidth = Math.max(...lines.map((line) => context.measureText(line).width), 40);
  const width = Math.ceil(textWidth) + PADDING_PX * 2;
  const boxHeight = lines.length * LINE_PX + PADDING_PX * 2;
  canvas.width = width;
  canvas.height = boxHeight + TAIL_PX;
  context.font = font;
  context.fillStyle = '#ffffff';
  context.strokeStyle = 'rgba(29, 39, 51, 0.55)';
  context.lineWidth = 3;
  context.beginPath();
  context.roundRect(1.5, 1.5, width - 3, boxHeight - 3, 20);
  context.fill();
  context.stroke();
  context.beginPath();
  context.moveTo(width / 2 - TAIL_PX, boxHeight - 3);
  context.lineTo(width / 2, boxHeight + TAIL_PX - 2);
  context.lineTo(width / 2 + TAIL_PX, boxHeight - 3);
  context.fill();
  context.fillStyle = '#1d2733';
  context.textBaseline = 'top';
  lines.forEach((line, i) => {
    context.fillText(line, PADDING_PX, PADDING_PX + i * LINE_PX + (LINE_PX - FONT_PX) / 2);
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return { texture, width: canvas.width * METRES_PER_PX, height: canvas.height * METRES_PER_PX };
}

/**
 * A speech bubble that faces the camera, its tail's tip at `y` metres above the speaker.
 * Decorative for screen readers: the NPC overlay says the same line in a live region.
 */
export function SpeechBubble({ text, y }: { text: string; y: number }) {
  const bubble = useMountedResource(
    () => bubbleTexture(text),
    (made) => made.texture.dispose(),
    [text],
  );
  if (!bubble) return null;
  return (
    <sprite position-y={y} center={[0.5, 0]} scale={[bubble.width, bubble.height, 1]}>
      <spriteMaterial map={bubble.texture} transparent depthWrite={false} toneMapped={false} />
    </sprite>
  );
}
