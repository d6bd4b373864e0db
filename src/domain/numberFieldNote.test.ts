import { describe, expect, it } from 'vitest';
import { numberFieldNote } from './numberFieldNote';

const radius = { key: '_r', label: 'Radius', kind: 'number', min: 1, max: 50, default: 3 } as const;
const count = { ...radius, integer: true } as const;

describe('a number field says its range and what will be saved', () => {
  it('says the range for a value inside it', () => {
    expect(numberFieldNote(radius, '12.5', 3)).toBe('Allowed: 1 to 50.');
  });

  it('says the clamped value for one outside it', () => {
    expect(numberFieldNote(radius, '100000', 3)).toBe('Allowed: 1 to 50. 50 will be saved.');
    expect(numberFieldNote(radius, '-1', 3)).toBe('Allowed: 1 to 50. 1 will be saved.');
  });

  it('says the rounded value of a whole-number field', () => {
    expect(numberFieldNote(count, '2.6', 3)).toBe('Allowed: 1 to 50. 3 will be saved.');
  });

  it('says the previous value stays for what is not a number', () => {
    expect(numberFieldNote(radius, 'north', 7)).toBe(
      'Allowed: 1 to 50. Not a number: 7 will be kept.',
    );
    expect(numberFieldNote(radius, '', 7)).toBe('Allowed: 1 to 50. Not a number: 7 will be kept.');
  });
});
