import { describe, expect, it } from 'vitest';
import {
  headingOf,
  isDoublePress,
  isQuickClick,
  keyboardDirection,
  stepTowards,
  targetSpeedFactor,
  walkSpeed,
} from './movement';

describe('movement', () => {
  it('uses the reference speed-by-distance table for click targets', () => {
    expect(targetSpeedFactor(25)).toBe(1.5);
    expect(targetSpeedFactor(20)).toBe(1.25);
    expect(targetSpeedFactor(16)).toBe(1.25);
    expect(targetSpeedFactor(15)).toBe(1);
    expect(targetSpeedFactor(6)).toBe(1);
    expect(targetSpeedFactor(5)).toBe(0.75);
    expect(targetSpeedFactor(0.1)).toBe(0.75);
  });

  it('walks at the base multiplier and runs 1.5 times faster', () => {
    expect(walkSpeed(false)).toBe(3.25);
    expect(walkSpeed(true)).toBeCloseTo(4.875);
  });

  it('maps W/A/S/D and the arrows to unit directions', () => {
    expect(keyboardDirection(new Set(['KeyW']))).toEqual({ x: 0, y: -1 });
    expect(keyboardDirection(new Set(['ArrowRight']))).toEqual({ x: 1, y: 0 });
    const diagonal = keyboardDirection(new Set(['KeyS', 'KeyA']));
    expect(Math.hypot(diagonal.x, diagonal.y)).toBeCloseTo(1);
    expect(keyboardDirection(new Set(['KeyA', 'KeyD']))).toEqual({ x: 0, y: 0 });
  });

  it('steps towards a target and arrives without overshooting', () => {
    const far = stepTowards({ x: 0, y: 0 }, { x: 30, y: 0 }, 1, false);
    expect(far.position.x).toBeCloseTo(3.25 * 1.5);
    expect(far.arrived).toBe(false);
    const near = stepTowards({ x: 0, y: 0 }, { x: 1, y: 0 }, 1, false);
    expect(near).toEqual({ position: { x: 1, y: 0 }, arrived: true });
  });

  it('tells quick clicks and double presses apart', () => {
    expect(isQuickClick(399)).toBe(true);
    expect(isQuickClick(400)).toBe(false);
    expect(isDoublePress(null, 1000)).toBe(false);
    expect(isDoublePress(1000, 1500)).toBe(true);
    expect(isDoublePress(1000, 1501)).toBe(false);
  });

  it('faces +y at heading 0', () => {
    expect(headingOf({ x: 0, y: 1 })).toBe(0);
    expect(headingOf({ x: 1, y: 0 })).toBeCloseTo(Math.PI / 2);
  });
});
