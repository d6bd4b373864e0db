/**
 * How a sign post's title is laid out on its board in 3D (issue 30 #33): the largest font that
 * fits, words wrapped onto lines, and an ellipsis when even the smallest font cannot hold it all.
 * Pure: the text's width comes from `measure` (a canvas's measureText in the world, a stand-in
 * in the tests).
 */

/** The width of `text` drawn at `px` pixels. */
export type MeasureText = (text: string, px: number) => number;

export interface BoardTextLayout {
  /** Font size in pixels; 0 for no text. */
  px: number;
  lines: string[];
}

/** Line height as a multiple of the font size. */
export const BOARD_LINE_HEIGHT = 1.2;
const ELLIPSIS = '…';

/** The longest start of `word` that fits `width` with an ellipsis after it (at least one letter). */
function cut(word: string, width: number, px: number, measure: MeasureText): string {
  let end = word.length;
  while (end > 1 && measure(word.slice(0, end) + ELLIPSIS, px) > width) end--;
  return word.slice(0, end) + ELLIPSIS;
}

/**
 * `text` wrapped at spaces to lines at most `width` wide; a word wider than a line is broken
 * where it no longer fits (or, with `breakWords` false, gives null). Null when it needs more
 * than `maxLines` lines.
 */
export function wrapWords(
  text: string,
  width: number,
  px: number,
  maxLines: number,
  measure: MeasureText,
  breakWords = true,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter((w) => w !== '');
  for (const word of words) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (measure(joined, px) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    if (!breakWords && measure(line, px) > width) return null;
    // A word wider than a line: as many letters as fit, the rest on the next line.
    while (measure(line, px) > width && line.length > 1) {
      let end = line.length - 1;
      while (end > 1 && measure(line.slice(0, end), px) > width) end--;
      lines.push(line.slice(0, end));
      line = line.slice(end);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/**
 * The title laid out in a `width` x `height` pixel box: the largest font from `maxPx` down to
 * `minPx` (in steps of a tenth) at which the lines wrapped at spaces fit, no word broken; at
 * `minPx`, words broken too, and the lines that fit with the last one ending in an ellipsis. An empty title has no text.
 */
export function layoutBoardText(
  title: string,
  box: { width: number; height: number },
  sizes: { maxPx: number; minPx: number },
  measure: MeasureText,
): BoardTextLayout {
  const text = title.trim();
  if (text === '') return { px: 0, lines: [] };
  const linesAt = (px: number) => Math.max(1, Math.floor(box.height / (px * BOARD_LINE_HEIGHT)));
  const step = Math.max(1, Math.round(sizes.maxPx / 10));
  for (let px = sizes.maxPx; px > sizes.minPx; px -= step) {
    // Above the smallest font a word is never broken ('Welc' / 'ome'): a smaller font first.
    const lines = wrapWords(text, box.width, px, linesAt(px), measure, false);
    if (lines) return { px, lines };
  }
  const px = sizes.minPx;
  const room = linesAt(px);
  const all = wrapWords(text, box.width, px, Infinity, measure) ?? [];
  if (all.length <= room) return { px, lines: all };
  const kept = all.slice(0, room);
  kept[room - 1] = cut(`${kept[room - 1]} ${all[room]}`, box.width, px, measure);
  return { px, lines: kept };
}
