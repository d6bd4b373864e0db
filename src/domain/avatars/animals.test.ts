import { describe, expect, it } from 'vitest';
import {
  ANIMAL_KEYS,
  ANIMALS,
  DEFAULT_ANIMAL_KEY,
  getAnimal,
  isAnimalKey,
  type AnimalLook,
} from './animals';

const HEX = /^#[0-9a-f]{6}$/i;

/** What the eye sees first: silhouette features and the main colours. */
function signature(look: AnimalLook): string {
  return [
    look.body.stance,
    look.legs.forelimbs,
    look.ears.shape,
    look.snout.shape,
    look.headgear.kind,
    look.tail.shape,
    [...look.markings].sort().join('+'),
    look.colors.body.toLowerCase(),
    look.colors.head.toLowerCase(),
    look.colors.accent.toLowerCase(),
  ].join('|');
}

describe('ANIMALS catalogue', () => {
  it('has exactly 47 animals with the default (Arctic Fox) first', () => {
    expect(ANIMALS).toHaveLength(47);
    expect(ANIMALS[0]?.key).toBe('arcticFox');
    expect(ANIMALS[0]?.name).toBe('Arctic Fox');
    expect(DEFAULT_ANIMAL_KEY).toBe('arcticFox');
  });

  it('includes the animals the product refers to by name', () => {
    const names = ANIMALS.map((spec) => spec.name);
    for (const name of ['Arctic Fox', 'Frog', 'Cat', 'Dog', 'Polar Bear']) {
      expect(names).toContain(name);
    }
  });

  it('has unique camelCase keys and unique names', () => {
    expect(new Set(ANIMALS.map((spec) => spec.key)).size).toBe(ANIMALS.length);
    expect(new Set(ANIMALS.map((spec) => spec.name)).size).toBe(ANIMALS.length);
    for (const spec of ANIMALS) expect(spec.key).toMatch(/^[a-z][a-zA-Z]*$/);
    expect(ANIMAL_KEYS).toEqual(ANIMALS.map((spec) => spec.key));
  });

  it('has plausible reference animation fields', () => {
    for (const spec of ANIMALS) {
      expect(Number.isInteger(spec.idleEndFrame)).toBe(true);
      expect(spec.idleEndFrame).toBeGreaterThanOrEqual(30);
      expect(spec.idleEndFrame).toBeLessThanOrEqual(90);
      if (spec.timeScale !== undefined) {
        expect(spec.timeScale).toBeGreaterThan(0.2);
        expect(spec.timeScale).toBeLessThan(3);
      }
    }
    const withTimeScale = ANIMALS.filter((spec) => spec.timeScale !== undefined).length;
    expect(withTimeScale).toBeGreaterThan(0);
    expect(withTimeScale).toBeLessThan(10);
  });
});

describe('looks', () => {
  it('are distinct at a glance: no two animals share shape features and main colours', () => {
    const seen = new Map<string, string>();
    for (const spec of ANIMALS) {
      const sig = signature(spec.look);
      expect(seen.get(sig), `${spec.key} looks like ${seen.get(sig)}`).toBeUndefined();
      seen.set(sig, spec.key);
    }
  });

  it('use valid hex colours', () => {
    for (const spec of ANIMALS) {
      for (const [part, color] of Object.entries(spec.look.colors)) {
        expect(color, `${spec.key}.${part}`).toMatch(HEX);
      }
    }
  });

  it('keep every number within sane ranges', () => {
    const within = (value: number, min: number, max: number, what: string) => {
      expect(Number.isFinite(value), what).toBe(true);
      expect(value, what).toBeGreaterThanOrEqual(min);
      expect(value, what).toBeLessThanOrEqual(max);
    };
    for (const { key, look } of ANIMALS) {
      within(look.scale, 0.6, 1.5, `${key} scale`);
      within(look.body.length, 0.08, 0.4, `${key} body length`);
      within(look.body.width, 0.08, 0.3, `${key} body width`);
      within(look.body.height, 0.08, 0.35, `${key} body height`);
      within(look.legs.length, 0, 0.55, `${key} leg length`);
      within(look.legs.thickness, 0.01, 0.1, `${key} leg thickness`);
      within(look.head.size, 0.06, 0.22, `${key} head size`);
      within(look.head.neck, 0, 0.5, `${key} neck`);
      within(look.ears.size, 0, 0.4, `${key} ear size`);
      within(look.snout.length, 0, 0.35, `${key} snout length`);
      within(look.headgear.size, 0, 1, `${key} headgear size`);
      within(look.tail.length, 0, 0.5, `${key} tail length`);
      within(look.eyes.size, 0.015, 0.08, `${key} eye size`);
      within(look.idle.bobAmplitude, 0, 0.05, `${key} bob amplitude`);
      within(look.idle.bobSpeed, 0.1, 2, `${key} bob speed`);
      within(look.idle.wag, 0, 1, `${key} wag`);
    }
  });

  it('give features a size whenever they are present', () => {
    for (const { key, look } of ANIMALS) {
      if (look.ears.shape !== 'none') expect(look.ears.size, key).toBeGreaterThan(0);
      if (look.tail.shape !== 'none') expect(look.tail.length, key).toBeGreaterThan(0);
      if (look.headgear.kind !== 'none') expect(look.headgear.size, key).toBeGreaterThan(0);
    }
  });
});

describe('getAnimal / isAnimalKey', () => {
  it('finds animals by key', () => {
    expect(getAnimal('frog').name).toBe('Frog');
    expect(getAnimal('polarBear').name).toBe('Polar Bear');
    expect(isAnimalKey('cat')).toBe(true);
  });

  it('falls back to the default animal for unknown or missing keys', () => {
    for (const key of [null, undefined, '', 'unicorn', 'ArcticFox']) {
      expect(getAnimal(key).key).toBe(DEFAULT_ANIMAL_KEY);
    }
    expect(isAnimalKey('unicorn')).toBe(false);
    expect(isAnimalKey('')).toBe(false);
  });
});
