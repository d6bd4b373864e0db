import { describe, expect, it } from 'vitest';
import {
  cellOf,
  cellsAround,
  hasMoved,
  nearest,
  normaliseAngle,
  positionSyncInterval,
  roundPosition,
} from './positions';

describe('position sync', () => {
  it('writes every 500 ms with 1 to 10 users, 1000 ms otherwise', () => {
    expect(positionSyncInterval(0)).toBe(1000);
    expect(positionSyncInterval(1)).toBe(500);
    expect(positionSyncInterval(10)).toBe(500);
    expect(positionSyncInterval(11)).toBe(1000);
  });

  it('rounds positions to 2 decimals and the angle to 3', () => {
    expect(roundPosition({ x: 1.23456, y: 9.8765, angle: 1.23456 })).toEqual({
      x: 1.23,
      y: 9.88,
      angle: 1.235,
    });
  });

  it('keeps angles in (-PI, PI]', () => {
    expect(normaliseAngle(3 * Math.PI)).toBeCloseTo(Math.PI);
    expect(normaliseAngle(-Math.PI / 2)).toBeCloseTo(-Math.PI / 2);
    expect(normaliseAngle(2 * Math.PI + 0.5)).toBeCloseTo(0.5);
  });

  it('detects movement after rounding only', () => {
    const a = { x: 1, y: 2, angle: 0 };
    expect(hasMoved(null, a)).toBe(true);
    expect(hasMoved(a, { ...a })).toBe(false);
    expect(hasMoved(a, { ...a, x: 1.01 })).toBe(true);
  });

  it('buckets the floor into cells and lists neighbours within the `in` limit', () => {
    expect(cellOf(0, 0)).toBe('0_0');
    expect(cellOf(512, 512)).toBe('8_8');
    expect(cellOf(1024, 1024)).toBe('15_15');
    expect(cellsAround(512, 512)).toHaveLength(9);
    expect(cellsAround(0, 0)).toEqual(['0_0', '0_1', '1_0', '1_1']);
  });

  it('keeps the 40 nearest', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ id: i, x: i, y: 0 }));
    const kept = nearest(items, 0, 0);
    expect(kept).toHaveLength(40);
    expect(Math.max(...kept.map((k) => k.id))).toBe(39);
    expect(nearest(items.slice(0, 5), 0, 0)).toHaveLength(5);
  });
});
