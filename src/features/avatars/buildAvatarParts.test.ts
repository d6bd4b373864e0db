import { describe, expect, it } from 'vitest';
import { ANIMALS, getAnimal } from '../../domain/avatars/animals';
import { PART_SHAPES, type AvatarPart, type PartRole } from './avatarPart';
import { avatarSizeFactor, buildAvatarParts, partBounds } from './buildAvatarParts';

const partsOf = (key: string) => buildAvatarParts(getAnimal(key).look);
const roles = (parts: readonly AvatarPart[], role: PartRole) =>
  parts.filter((p) => p.role === role);
const finite = (values: readonly number[]) => values.every(Number.isFinite);

describe('buildAvatarParts', () => {
  it.each(ANIMALS.map((spec) => [spec.key, spec] as const))(
    '%s yields drawable parts',
    (_, spec) => {
      const parts = buildAvatarParts(spec.look);
      expect(parts.length).toBeGreaterThan(8);
      expect(roles(parts, 'body')).toHaveLength(1);
      expect(roles(parts, 'head')).toHaveLength(1);
      expect(roles(parts, 'eye').length).toBeGreaterThanOrEqual(2);
      for (const part of parts) {
        // Every part kind maps onto one of the crowd's instanced meshes.
        expect(PART_SHAPES).toContain(part.shape);
        expect(part.color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(finite(part.position) && finite(part.scale) && finite(part.rotation)).toBe(true);
        expect(Math.min(...part.scale)).toBeGreaterThan(0);
        expect(Math.hypot(...part.rotation)).toBeCloseTo(1, 5);
        if (part.motion) expect(finite(part.motion.pivot)).toBe(true);
      }
    },
  );

  it.each(ANIMALS.map((spec) => [spec.key, spec] as const))(
    '%s is about one unit tall, stands on the floor and fits its footprint',
    (_, spec) => {
      const bounds = partBounds(buildAvatarParts(spec.look));
      expect(bounds.min.y).toBeGreaterThan(-0.06);
      expect(bounds.min.y).toBeLessThan(0.08);
      // Low animals (crocodile, seal) are flat by nature; the rest read at avatar height.
      expect(bounds.max.y).toBeGreaterThan(spec.look.body.stance === 'low' ? 0.28 : 0.45);
      expect(bounds.max.y).toBeLessThan(spec.key === 'giraffe' ? 1.6 : 1.25);
      const reach = Math.max(
        ...[bounds.min.x, bounds.max.x, bounds.min.z, bounds.max.z].map(Math.abs),
      );
      expect(reach).toBeLessThan(0.8);
    },
  );

  it('makes the giraffe the tallest animal', () => {
    const height = (key: string) => partBounds(partsOf(key)).max.y;
    const tallest = ANIMALS.reduce((a, b) => (height(a.key) >= height(b.key) ? a : b));
    expect(tallest.key).toBe('giraffe');
  });

  it('gives legs a walk swing about the hip and tails a wag', () => {
    const fox = partsOf('arcticFox');
    const legs = roles(fox, 'leg');
    expect(legs).toHaveLength(4);
    for (const leg of legs) {
      expect(leg.motion?.kind).toBe('swing');
      expect(leg.motion?.pivot).toEqual(leg.position);
    }
    expect(roles(fox, 'tail').every((part) => part.motion?.kind === 'wag')).toBe(true);
  });

  it('draws the features that identify a species', () => {
    const fox = partsOf('arcticFox');
    expect(roles(fox, 'ear').some((ear) => ear.shape === 'cone')).toBe(true);
    expect(roles(fox, 'body')[0]?.color).toBe(getAnimal('arcticFox').look.colors.body);

    expect(roles(partsOf('frog'), 'ear')).toHaveLength(0);
    const frogEye = Math.max(...roles(partsOf('frog'), 'eye').map((eye) => eye.scale[0]));
    const catEye = Math.max(...roles(partsOf('cat'), 'eye').map((eye) => eye.scale[0]));
    expect(frogEye).toBeGreaterThan(catEye * 1.5);

    expect(roles(partsOf('elephant'), 'snout').filter((p) => p.shape === 'limb')).toHaveLength(2);
    expect(roles(partsOf('giraffe'), 'neck')).toHaveLength(1);
    expect(roles(partsOf('penguin'), 'wing')).toHaveLength(2);
    expect(roles(partsOf('pig'), 'tail')[0]?.shape).toBe('torus');
    expect(roles(partsOf('seal'), 'leg')).toHaveLength(0);
  });

  it('grows small animals towards avatar size', () => {
    const hamster = getAnimal('hamster').look;
    const factor = avatarSizeFactor(partBounds(buildAvatarParts({ ...hamster, scale: 1 })));
    expect(factor).toBeCloseTo(1, 5);
    expect(partBounds(buildAvatarParts({ ...hamster, scale: 1 })).max.y).toBeGreaterThan(0.6);
  });

  it('applies the overall scale to every part', () => {
    const look = getAnimal('cat').look;
    const normal = buildAvatarParts({ ...look, scale: 1 });
    const doubled = buildAvatarParts({ ...look, scale: 2 });
    expect(doubled).toHaveLength(normal.length);
    doubled.forEach((part, i) => {
      expect(part.position[1]).toBeCloseTo((normal[i]?.position[1] ?? 0) * 2);
      expect(part.scale[0]).toBeCloseTo((normal[i]?.scale[0] ?? 0) * 2);
    });
  });
});
