import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import {
  CanvasTexture,
  LinearFilter,
  PerspectiveCamera,
  SRGBColorSpace,
  Vector3,
  type Sprite,
} from 'three';
import { shareCoveredByTopCentre } from '../../../ui/HudRegions';
import { useMountedResource } from '../../../ui/useMountedResource';
import { setBubbleCovered } from './npcSpeech';

/** Frames between two checks of whether the top centre's cards cover the bubble (a DOM read). */
const COVER_CHECK_FRAMES = 10;
/**
 * Covered past this share of its area, the bubble gives its line to the guide's card. Below it
 * (an edge under the guide's own one-row card, as from 4 m at 960 x 600) most of it still reads.
 */
const COVERED_SHARE = 0.3;
const anchor = new Vector3();

/** The bubble's measures in CSS pixels on screen (drawn at the canvas's pixel ratio). */
const FONT_PX = 15;
const LINE_PX = 19;
const PADDING_PX = 10;
const TAIL_PX = 9;
const MAX_TEXT_PX = 240;
/** A longer line ends in '...' here; the overlay shows it whole. */
const MAX_ROWS = 8;

/** The line broken into rows that fit the bubble (a word longer than a row gets its own). */
function rows(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const result: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/)) {
    const tried = row === '' ? word : `${row} ${word}`;
    if (row !== '' && context.measureText(tried).width > maxWidth) {
      result.push(row);
      row = word;
    } else row = tried;
  }
  if (row !== '') result.push(row);
  if (result.length <= MAX_ROWS) return result;
  return [...result.slice(0, MAX_ROWS - 1), `${result[MAX_ROWS - 1]}...`];
}

/**
 * A white rounded bubble with a tail pointing down at the speaker, the line inside it, drawn
 * at `ratio` canvas pixels per CSS pixel so that it maps 1:1 onto the screen's pixels.
 */
function bubbleCanvas(text: string, ratio: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  const font = `500 ${FONT_PX * ratio}px system-ui, sans-serif`;
  context.font = font;
  const lines = rows(context, text, MAX_TEXT_PX * ratio);
  const textWidth = Math.max(...lines.map((line) => context.measureText(line).width), 20 * ratio);
  const padding = PADDING_PX * ratio;
  const width = Math.ceil(textWidth + padding * 2);
  const boxHeight = Math.ceil(lines.length * LINE_PX * ratio + padding * 2);
  const tail = TAIL_PX * ratio;
  canvas.width = width;
  canvas.height = Math.ceil(boxHeight + tail);
  context.font = font;
  context.fillStyle = '#ffffff';
  context.strokeStyle = 'rgba(29, 39, 51, 0.55)';
  context.lineWidth = Math.max(1, ratio);
  context.beginPath();
  context.roundRect(1, 1, width - 2, boxHeight - 2, 9 * ratio);
  context.fill();
  context.stroke();
  context.beginPath();
  context.moveTo(width / 2 - tail, boxHeight - 2);
  context.lineTo(width / 2, boxHeight + tail - 1);
  context.lineTo(width / 2 + tail, boxHeight - 2);
  context.fill();
  context.fillStyle = '#1d2733';
  context.textBaseline = 'top';
  lines.forEach((line, i) => {
    const top = padding + (i * LINE_PX + (LINE_PX - FONT_PX) / 2) * ratio;
    context.fillText(line, padding, top);
  });
  return canvas;
}

function bubbleTexture(text: string, ratio: number, unitsPerPixel: number) {
  const canvas = bubbleCanvas(text, ratio);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // Drawn 1:1 on screen: no mipmaps, which would only blur the letters.
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  return {
    texture,
    width: canvas.width * unitsPerPixel,
    height: canvas.height * unitsPerPixel,
    /** Its size on screen, in CSS pixels. */
    cssWidth: canvas.width / ratio,
    cssHeight: canvas.height / ratio,
  };
}

/**
 * A speech bubble that faces the camera, its tail's tip at `y` metres above the speaker, the
 * same size on screen near or far (it shows within talk range, or when always visible), with
 * text as large as the page's. Decorative for screen readers: the NPC overlay says the same
 * line in a live region. Where the top centre's cards would cover it, it is not drawn and the
 * guide's card shows the line instead (setBubbleCovered), checked every few frames.
 */
export function SpeechBubble({ id, text, y }: { id: string; text: string; y: number }) {
  const ratio = useThree((s) => s.viewport.dpr);
  const screenHeight = useThree((s) => s.size.height);
  const camera = useThree((s) => s.camera);
  const fov = camera instanceof PerspectiveCamera ? camera.fov : 45;
  // Without size attenuation a sprite's scale is in view units: the view is 2 tan(fov / 2)
  // high, over `screenHeight` CSS pixels times the ratio of canvas pixels.
  const unitsPerPixel = (2 * Math.tan(((fov / 2) * Math.PI) / 180)) / (screenHeight * ratio);
  const bubble = useMountedResource(
    () => bubbleTexture(text, ratio, unitsPerPixel),
    (made) => made.texture.dispose(),
    [text, ratio, unitsPerPixel],
  );
  const sprite = useRef<Sprite>(null);
  const frames = useRef(0);
  // The bubble last measured: a new line (a new size) is measured on its first frame, so a
  // covered one is not drawn for the frames until the next periodic check.
  const measured = useRef<typeof bubble>(null);
  useFrame(({ camera: view, gl }) => {
    const drawn = sprite.current;
    if (!drawn || !bubble) return;
    const due = ++frames.current % COVER_CHECK_FRAMES === 0 || measured.current !== bubble;
    if (!due) return;
    measured.current = bubble;
    // The tail's tip on screen; the bubble stands above it, centred.
    drawn.getWorldPosition(anchor).project(view);
    const canvas = gl.domElement.getBoundingClientRect();
    const x = canvas.left + ((anchor.x + 1) / 2) * canvas.width;
    const bottom = canvas.top + ((1 - anchor.y) / 2) * canvas.height;
    const covered =
      anchor.z < 1 &&
      shareCoveredByTopCentre({
        left: x - bubble.cssWidth / 2,
        right: x + bubble.cssWidth / 2,
        top: bottom - bubble.cssHeight,
        bottom,
      }) > COVERED_SHARE;
    drawn.visible = !covered;
    setBubbleCovered(id, covered);
  });
  useEffect(() => () => setBubbleCovered(id, false), [id]);
  if (!bubble) return null;
  return (
    <sprite ref={sprite} position-y={y} center={[0.5, 0]} scale={[bubble.width, bubble.height, 1]}>
      <spriteMaterial
        map={bubble.texture}
        sizeAttenuation={false}
        transparent
        depthWrite={false}
        toneMapped={false}
      />
    </sprite>
  );
}
