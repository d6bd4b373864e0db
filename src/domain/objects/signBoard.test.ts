import { describe, expect, it } from 'vitest';
import { BOARD_LINE_HEIGHT, layoutBoardText, wrapWords, type MeasureText } from './signBoard';

/** Every letter half the font size wide. */
const measure: MeasureText = (text, px) => text.length * px * 0.5;

describe('wrapWords', () => {
  it('wraps at spaces, and breaks a word wider than a line', () => {
    expect(wrapWords('Poster hall this way', 50, 10, 5, measure)).toEqual([
      'Poster',
      'hall this',
      'way',
    ]);
    expect(wrapWords('Supercalifragilistic', 50, 10, 5, measure)).toEqual([
      'Supercalif',
      'ragilistic',
    ]);
    expect(wrapWords('a b c d e f', 10, 10, 2, measure)).toBeNull();
  });
});

describe('layoutBoardText', () => {
  const box = { width: 200, height: 100 };
  const sizes = { maxPx: 60, minPx: 12 };

  it('has no text for an empty or blank title', () => {
    expect(layoutBoardText('   ', box, sizes, measure)).toEqual({ px: 0, lines: [] });
  });

  it('draws a short title on one line in the largest font that fits', () => {
    const layout = layoutBoardText('Welcome', box, sizes, measure);
    expect(layout.lines).toEqual(['Welcome']);
    expect(measure('Welcome', layout.px)).toBeLessThanOrEqual(box.width);
    expect(layout.px).toBeGreaterThan(sizes.minPx);
  });

  it('shrinks the font rather than break a word that fits at a smaller size', () => {
    // 'Welcome' at 60 px is 210 px wide, over the 200 px board, which has room for two lines
    // ('Welcom' / 'e'): a smaller font, one line.
    const layout = layoutBoardText('Welcome', { width: 200, height: 200 }, sizes, measure);
    expect(layout.lines).toEqual(['Welcome']);
    expect(layout.px).toBeLessThan(60);
    expect(wrapWords('Welcome', 200, 60, 3, measure, false)).toBeNull();
  });

  it('wraps a longer title, every line inside the board', () => {
    const layout = layoutBoardText('Talks in the poster hall, this way', box, sizes, measure);
    expect(layout.lines.length).toBeGreaterThan(1);
    for (const line of layout.lines)
      expect(measure(line, layout.px)).toBeLessThanOrEqual(box.width);
    expect(layout.lines.length * layout.px * BOARD_LINE_HEIGHT).toBeLessThanOrEqual(box.height);
    expect(layout.lines.join(' ')).toBe('Talks in the poster hall, this way');
  });

  it('ends in an ellipsis when even the smallest font cannot hold it all', () => {
    const tiny = { width: 60, height: 30 };
    const layout = layoutBoardText('one two three four five six seven eight', tiny, sizes, measure);
    expect(layout.px).toBe(sizes.minPx);
    expect(layout.lines.length).toBe(Math.floor(30 / (12 * BOARD_LINE_HEIGHT)));
    expect(layout.lines.at(-1)!.endsWith('…')).toBe(true);
    for (const line of layout.lines)
      expect(measure(line, layout.px)).toBeLessThanOrEqual(tiny.width);
  });
});
