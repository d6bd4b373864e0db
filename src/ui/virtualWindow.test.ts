import { describe, expect, it } from 'vitest';
import { renderedRows, rowWindow, scrollToReveal, targetRow } from './virtualWindow';

const base = { viewportHeight: 300, rowHeight: 44, count: 1000, overscan: 4 };

describe('rowWindow', () => {
  it('renders the rows in view plus the overscan, whatever the list length', () => {
    expect(rowWindow({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 11 });
    const middle = rowWindow({ ...base, scrollTop: 44 * 500 + 10 });
    expect(middle).toEqual({ start: 496, end: 512 });
    expect(middle.end - middle.start).toBeLessThanOrEqual(Math.ceil(300 / 44) + 1 + 2 * 4);
  });

  it('clamps at the end of the list and handles an empty one', () => {
    expect(rowWindow({ ...base, scrollTop: 44 * 1000 - 300 })).toEqual({ start: 989, end: 1000 });
    expect(rowWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
    expect(rowWindow({ ...base, count: 3, scrollTop: 0 })).toEqual({ start: 0, end: 3 });
  });
});

describe('renderedRows', () => {
  it('never names a row past the end when the list just got shorter', () => {
    expect(renderedRows({ start: 0, end: 2 }, 1, 1)).toEqual([0]);
  });

  it('adds the focused row when it is scrolled out of the window, keeping index order', () => {
    expect(renderedRows({ start: 10, end: 13 }, 2, 100)).toEqual([2, 10, 11, 12]);
    expect(renderedRows({ start: 10, end: 13 }, 50, 100)).toEqual([10, 11, 12, 50]);
    expect(renderedRows({ start: 10, end: 13 }, 11, 100)).toEqual([10, 11, 12]);
  });

  it('forgets a focused row that no longer exists', () => {
    expect(renderedRows({ start: 0, end: 2 }, 5, 2)).toEqual([0, 1]);
    expect(renderedRows({ start: 0, end: 2 }, null, 2)).toEqual([0, 1]);
  });
});

describe('scrollToReveal', () => {
  it('moves as little as needed to show the whole row', () => {
    expect(scrollToReveal(8, 0, 300, 44)).toBe(8 * 44 + 44 - 300);
    expect(scrollToReveal(5, 0, 300, 44)).toBe(0);
    expect(scrollToReveal(2, 200, 300, 44)).toBe(88);
    expect(scrollToReveal(6, 200, 300, 44)).toBe(200);
  });
});

describe('targetRow', () => {
  it('moves by one, by a page, or to either end, within the list', () => {
    expect(targetRow('ArrowDown', 3, 10, 5)).toBe(4);
    expect(targetRow('ArrowUp', 0, 10, 5)).toBe(0);
    expect(targetRow('PageDown', 7, 10, 5)).toBe(9);
    expect(targetRow('PageUp', 7, 10, 5)).toBe(2);
    expect(targetRow('Home', 7, 10, 5)).toBe(0);
    expect(targetRow('End', 1, 10, 5)).toBe(9);
  });

  it('leaves other keys (Tab, Enter, Space) to the browser', () => {
    expect(targetRow('Tab', 3, 10, 5)).toBeNull();
    expect(targetRow('Enter', 3, 10, 5)).toBeNull();
    expect(targetRow('ArrowDown', 0, 0, 5)).toBeNull();
  });
});
