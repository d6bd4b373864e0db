import {
  DoubleSide,
  DynamicDrawUsage,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  RingGeometry,
} from 'three';
import { poseScale } from './avatarMotion';
import type { AvatarPose } from './avatarPose';

/** Same green as the name tag's speaking ring (world.css), so the two cues read as one. */
const RING_COLOR = 0x2e7d32;
const INITIAL_CAPACITY = 16;
/** Just above the floor, so the ring never flickers against it. */
const RING_LIFT = 0.03;

/**
 * A ring on the floor around every speaking avatar: one instanced draw call while anyone in view
 * speaks, none otherwise. The name tag says '(speaking)' too: the ring is never the only cue.
 */
export class SpeakingRings {
  private readonly geometry = new RingGeometry(0.55, 0.68, 40).rotateX(-Math.PI / 2);
  private readonly material = new MeshBasicMaterial({ color: RING_COLOR, side: DoubleSide });
  private readonly matrix = new Matrix4();
  mesh: InstancedMesh;

  constructor() {
    this.mesh = this.createMesh(INITIAL_CAPACITY);
  }

  private createMesh(capacity: number): InstancedMesh {
    const mesh = new InstancedMesh(this.geometry, this.material, capacity);
    mesh.name = 'SpeakingRings';
    mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    mesh.frustumCulled = false;
    mesh.count = 0;
    mesh.visible = false;
    return mesh;
  }

  /**
   * Places this frame's rings; returns the mesh when it had to grow (the caller swaps it into
   * the scene), null otherwise.
   */
  write(poses: readonly AvatarPose[]): InstancedMesh | null {
    let speaking = 0;
    for (const pose of poses) if (pose.speaking) speaking++;
    let grown: InstancedMesh | null = null;
    if (speaking > this.mesh.instanceMatrix.count) {
      this.mesh.dispose();
      this.mesh = this.createMesh(Math.max(speaking, this.mesh.instanceMatrix.count * 2));
      grown = this.mesh;
    }
    let slot = 0;
    for (const pose of poses) {
      if (!pose.speaking) continue;
      const size = poseScale(true);
      this.matrix.makeScale(size, 1, size).setPosition(pose.x, RING_LIFT, pose.z);
      this.mesh.setMatrixAt(slot++, this.matrix);
    }
    this.mesh.count = slot;
    this.mesh.visible = slot > 0;
    this.mesh.instanceMatrix.needsUpdate = true;
    return grown;
  }

  dispose(): void {
    this.mesh.dispose();
    this.geometry.dispose();
    this.material.dispose();
  }
}
