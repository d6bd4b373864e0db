import { describe, expect, it } from 'vitest';
import { dragEndFields, storedAngle } from './dragEnd';

const crate = { assetType: 'scenery' as const, x: 510, y: 512, angle: 0 };
const stage = { assetType: 'interactive' as const, x: 500, y: 500, angle: 0 };

describe('dragEndFields', () => {
  it("stores three's x and z as the room's x and y, with 3 decimals", () => {
    expect(dragEndFields(crate, { x: 512.123456, z: 515.98765, rotationY: 0 })).toEqual({
      x: 512.123,
      y: 515.988,
    });
  });
  it('stores only what changed', () => {
    expect(dragEndFields(crate, { x: 510, z: 514, rotationY: 0 })).toEqual({ y: 514 });
    expect(dragEndFields(crate, { x: 510.0001, z: 512, rotationY: 0 })).toBe(null);
  });
  it("stores scenery's turn, never an interactive object's angle", () => {
    expect(dragEndFields(crate, { x: 510, z: 512, rotationY: Math.PI / 2 })).toEqual({
      angle: 1.5708,
    });
    expect(dragEndFields(stage, { x: 503, z: 500, rotationY: 1 })).toEqual({ x: 503 });
  });
  it('keeps positions on the floor', () => {
    expect(dragEndFields(crate, { x: -4, z: 2000, rotationY: 0 })).toEqual({ x: 0, y: 1024 });
  });
  it('does not store a full turn as a change', () => {
    const turned = { ...crate, angle: 1 };
    expect(dragEndFields(turned, { x: 510, z: 512, rotationY: 1 + Math.PI * 2 })).toBe(null);
  });
});

describe('storedAngle', () => {
  it('wraps into (-π, π] with 4 decimals', () => {
    expect(storedAngle(Math.PI * 1.5)).toBeCloseTo(-Math.PI / 2, 4);
    expect(storedAngle(-Math.PI)).toBeCloseTo(Math.PI, 4);
    expect(storedAngle(0.123456)).toBe(0.1235);
  });
});
