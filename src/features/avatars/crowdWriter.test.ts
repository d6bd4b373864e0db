import { InstancedMesh, Matrix4, MeshBasicMaterial, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { ANIMALS, getAnimal } from '../../domain/avatars/animals';
import { PART_SHAPES } from './avatarPart';
import type { AvatarPose } from './avatarPose';
import { buildAvatarParts } from './buildAvatarParts';
import { CrowdInstances } from './crowdInstances';
import { CrowdWriter } from './crowdWriter';

function crowd(count: number): AvatarPose[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `user-${i}`,
    animal: ANIMALS[i % ANIMALS.length]?.key ?? 'frog',
    x: i,
    z: -i,
    angle: i * 0.3,
    moving: i % 2 === 0,
  }));
}

const meshesOf = (instances: CrowdInstances) =>
  instances.group.children.filter(
    (child): child is InstancedMesh => child instanceof InstancedMesh,
  );

describe('CrowdWriter', () => {
  it('draws any crowd with one instanced mesh per part shape, growing capacity', () => {
    const instances = new CrowdInstances(new MeshBasicMaterial());
    const writer = new CrowdWriter(instances);
    for (const size of [1, 10, 100, 300]) {
      const poses = crowd(size);
      writer.write(poses, 1.5);
      const meshes = meshesOf(instances);
      expect(meshes).toHaveLength(PART_SHAPES.length);
      const drawn = meshes.reduce((sum, mesh) => sum + mesh.count, 0);
      const expected = poses.reduce(
        (sum, p) => sum + buildAvatarParts(getAnimal(p.animal).look).length,
        0,
      );
      expect(drawn).toBe(expected);
      for (const mesh of meshes) expect(mesh.count).toBeLessThanOrEqual(mesh.instanceMatrix.count);
    }
    instances.dispose();
  });

  it('keeps the same meshes while the crowd fits', () => {
    const instances = new CrowdInstances(new MeshBasicMaterial());
    const writer = new CrowdWriter(instances);
    writer.write(crowd(20), 0);
    const before = meshesOf(instances);
    writer.write(crowd(20), 0.5);
    writer.write(crowd(5), 1);
    expect(meshesOf(instances)).toEqual(before);
  });

  it('places, scales and colours avatars from their pose', () => {
    const instances = new CrowdInstances(new MeshBasicMaterial());
    const writer = new CrowdWriter(instances);
    const pose: AvatarPose = { id: 'a', animal: 'unknown', x: 5, z: 7, angle: 0, moving: false };
    writer.write([pose], 0);
    const body = instances.mesh(PART_SHAPES.indexOf('sphere'));
    const matrix = new Matrix4();
    body.getMatrixAt(0, matrix);
    const position = new Vector3().setFromMatrixPosition(matrix);
    expect(position.x).toBeCloseTo(5);
    expect(position.z).toBeCloseTo(7);
    const quiet = new Vector3().setFromMatrixScale(matrix).x;

    writer.write([{ ...pose, speaking: true }], 0);
    body.getMatrixAt(0, matrix);
    expect(new Vector3().setFromMatrixScale(matrix).x).toBeCloseTo(quiet * 1.25);

    // Unknown animals are drawn as the default, Arctic Fox (white body).
    const color = body.instanceColor?.array[0] ?? 0;
    expect(color).toBeGreaterThan(0.8);
  });

  it('writes per-instance opacity', () => {
    const instances = new CrowdInstances(new MeshBasicMaterial());
    const writer = new CrowdWriter(instances);
    writer.write(
      [{ id: 'a', animal: 'cat', x: 0, z: 0, angle: 0, moving: false, opacity: 0.4 }],
      0,
    );
    const opacity = instances.opacity(0);
    expect(opacity.array[0]).toBeCloseTo(0.4);
  });
});
