import { describe, expect, it } from 'vitest';
import { mapSpan, stepZoom, toMapPoint, zoomToFit } from './minimap';

describe('the map', () => {
  it('shows 512 m at 1x and a fifth of that at 5x', () => {
    expect(mapSpan(1)).toBe(512);
    expect(mapSpan(5)).toBeCloseTo(102.4);
  });
  it('opens at the closest zoom that keeps the furthest thing on the map', () => {
    const me = { x: 500, y: 500 };
    expect(zoomToFit(me, [])).toBe(5);
    expect(zoomToFit(me, [{ x: 540, y: 500 }])).toBe(5);
    expect(zoomToFit(me, [{ x: 500, y: 600 }])).toBe(2);
    expect(zoomToFit(me, [{ x: 900, y: 500 }])).toBe(1);
  });
  it('places points around the player, and nothing off the map', () => {
    const me = { x: 500, y: 500 };
    expect(toMapPoint(me, me, 2, 400)).toEqual({ x: 200, y: 200 });
    expect(toMapPoint(me, { x: 564, y: 500 }, 2, 400)).toEqual({ x: 300, y: 200 });
    expect(toMapPoint(me, { x: 900, y: 500 }, 2, 400)).toBeNull();
  });
  it('zooms in steps within 1x and 5x', () => {
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(5);
    expect(stepZoom(5, 1)).toBe(5);
  });
});
