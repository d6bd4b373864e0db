import { describe, expect, it } from 'vitest';
import {
  cellOf,
  cellsAround,
  isDenseRoom,
  watchedCentre,
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
    expect(cellOf(31.9, 32)).toBe('0_1');
    expect(cellOf(512, 512)).toBe('8_8');
    expect(cellOf(1024, 1024)).toBe('16_16');
    expect(cellsAround(512, 512)).toHaveLength(9);
    expect(cellsAround(0, 0)).toEqual(['0_0', '0_1', '1_0', '1_1']);
    expect(cellsAround(1024, 1024)).toEqual(['15_15', '15_16', '16_15', '16_16']);
  });

  it('puts the spawn in the middle of a cell, not on a boundary', () => {
    for (const [dx, dy] of [
      [-20, -20],
      [20, 20],
      [-20, 20],
      [0, 0],
    ] as const) {
      expect(cellOf(512 + dx, 512 + dy)).toBe('8_8');
    }
  });

  it('re-centres the watched cells only past a margin beyond the cell edge', () => {
    expect(watchedCentre(null, 512, 512)).toBe('8_8');
    // 8_8 spans x in [480, 544); the margin is 8 m.
    expect(watchedCentre('8_8', 548, 512)).toBe('8_8');
    expect(watchedCentre('8_8', 553, 512)).toBe('9_8');
    expect(watchedCentre('8_8', 473, 512)).toBe('8_8');
    expect(watchedCentre('8_8', 471, 512)).toBe('7_8');
    expect(watchedCentre('9_8', 540, 512)).toBe('9_8');
    expect(watchedCentre('9_8', 530, 512)).toBe('8_8');
  });

  it('turns a room dense at 40 and sparse again at 30 or fewer', () => {
    expect(isDenseRoom(39, false)).toBe(false);
    expect(isDenseRoom(40, false)).toBe(true);
    expect(isDenseRoom(31, true)).toBe(true);
    expect(isDenseRoom(30, true)).toBe(false);
  });

  it('keeps the 40 nearest', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ id: i, x: i, y: 0 }));
    const kept = nearest(items, 0, 0);
    expect(kept).toHaveLength(40);
    expect(Math.max(...kept.map((k) => k.id))).toBe(39);
    expect(nearest(items.slice(0, 5), 0, 0)).toHaveLength(5);
  });
});
