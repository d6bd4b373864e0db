import { describe, expect, it } from 'vitest';
import { nextPickerIndex } from './pickerNavigation';

describe('nextPickerIndex (47 items, 5 columns)', () => {
  const next = (key: string, index: number) => nextPickerIndex(key, index, 47, 5);

  it('wraps left and right through the list', () => {
    expect(next('ArrowRight', 0)).toBe(1);
    expect(next('ArrowRight', 46)).toBe(0);
    expect(next('ArrowLeft', 0)).toBe(46);
  });

  it('moves a row up or down and stays put at the edges', () => {
    expect(next('ArrowDown', 2)).toBe(7);
    expect(next('ArrowUp', 7)).toBe(2);
    expect(next('ArrowUp', 3)).toBe(3);
    expect(next('ArrowDown', 44)).toBe(44);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(next('Home', 20)).toBe(0);
    expect(next('End', 20)).toBe(46);
    expect(next('a', 20)).toBeNull();
    expect(next('Enter', 20)).toBeNull();
    expect(nextPickerIndex('ArrowRight', 0, 0, 5)).toBeNull();
  });
});
