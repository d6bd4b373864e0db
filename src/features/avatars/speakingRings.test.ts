import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { AvatarPose } from './avatarPose';
import { SpeakingRings } from './speakingRings';

const pose = (id: string, x: number, z: number, speaking: boolean): AvatarPose => ({
  id,
  animal: 'cat',
  x,
  z,
  angle: 0,
  moving: false,
  speaking,
});

function ringCentre(rings: SpeakingRings, slot: number): Vector3 {
  const matrix = new Matrix4();
  rings.mesh.getMatrixAt(slot, matrix);
  return new Vector3().setFromMatrixPosition(matrix);
}

describe('SpeakingRings', () => {
  it('draws nothing (no draw call) while nobody speaks', () => {
    const rings = new SpeakingRings();
    expect(rings.write([pose('a', 1, 2, false), pose('b', 3, 4, false)])).toBeNull();
    expect(rings.mesh.count).toBe(0);
    expect(rings.mesh.visible).toBe(false);
  });

  it('puts one ring at the feet of each speaking avatar only', () => {
    const rings = new SpeakingRings();
    rings.write([pose('a', 1, 2, true), pose('b', 3, 4, false), pose('c', 5, 6, true)]);
    expect(rings.mesh.visible).toBe(true);
    expect(rings.mesh.count).toBe(2);
    expect(ringCentre(rings, 0).x).toBeCloseTo(1);
    expect(ringCentre(rings, 0).z).toBeCloseTo(2);
    expect(ringCentre(rings, 1).x).toBeCloseTo(5);
    expect(ringCentre(rings, 1).z).toBeCloseTo(6);
    // Someone stops speaking: the ring goes with them.
    rings.write([pose('a', 1, 2, false), pose('c', 5, 6, true)]);
    expect(rings.mesh.count).toBe(1);
    expect(ringCentre(rings, 0).x).toBeCloseTo(5);
  });

  it('grows when more people speak than it has room for, and says so', () => {
    const rings = new SpeakingRings();
    const first = rings.mesh;
    const crowd = Array.from({ length: 40 }, (_, i) => pose(`p${i}`, i, i, true));
    const grown = rings.write(crowd);
    expect(grown).not.toBeNull();
    expect(grown).not.toBe(first);
    expect(rings.mesh.count).toBe(40);
    expect(rings.write(crowd)).toBeNull();
  });
});
