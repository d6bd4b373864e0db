import { Matrix4, Vector3 } from 'three';
import { PART_SHAPES, type PartMotion } from './avatarPart';
import { bodyLift, limbSwing, phaseFromId, poseScale, tailWag } from './avatarMotion';
import { motionReduced } from '../../ui/reducedMotion';
import type { AvatarPose } from './avatarPose';
import type { CrowdInstances } from './crowdInstances';
import { speciesModel, type SpeciesModel } from './speciesModels';

const SHAPE_COUNT = PART_SHAPES.length;

/**
 * Writes a frame of poses into the crowd's instanced meshes. Allocation-free once the crowd is
 * stable: scratch matrices are reused, and colours are rewritten only when the sequence of
 * species changes (instance slots are assigned in pose order).
 */
export class CrowdWriter {
  private readonly root = new Matrix4();
  private readonly pivotSpin = new Matrix4();
  private readonly animated = new Matrix4();
  private readonly world = new Matrix4();
  private readonly pivot = new Vector3();
  private readonly scale = new Vector3();
  private readonly counts = new Array<number>(SHAPE_COUNT).fill(0);
  private readonly cursors = new Array<number>(SHAPE_COUNT).fill(0);
  private readonly opacityDirty = new Array<boolean>(SHAPE_COUNT).fill(false);
  private readonly frameModels: SpeciesModel[] = [];
  private readonly lastKeys: string[] = [];

  constructor(private readonly instances: CrowdInstances) {}

  write(poses: readonly AvatarPose[], time: number): void {
    const colorsDirty = this.layOut(poses);
    this.cursors.fill(0);
    this.opacityDirty.fill(false);
    poses.forEach((pose, i) => {
      const model = this.frameModels[i];
      if (model) this.writeAvatar(pose, model, time, colorsDirty);
    });
    for (let shape = 0; shape < SHAPE_COUNT; shape++) {
      const mesh = this.instances.mesh(shape);
      mesh.count = this.cursors[shape] ?? 0;
      // An InstancedMesh with no instances would still cost a draw call.
      mesh.visible = mesh.count > 0;
      mesh.instanceMatrix.needsUpdate = true;
      if (colorsDirty && mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      if (this.opacityDirty[shape]) this.instances.opacity(shape).needsUpdate = true;
    }
  }

  /** Resolves species, grows the meshes; true when instance colours must be rewritten. */
  private layOut(poses: readonly AvatarPose[]): boolean {
    let changed = poses.length !== this.lastKeys.length;
    this.counts.fill(0);
    this.frameModels.length = poses.length;
    poses.forEach((pose, i) => {
      const model = speciesModel(pose.animal);
      this.frameModels[i] = model;
      if (this.lastKeys[i] !== model.spec.key) {
        this.lastKeys[i] = model.spec.key;
        changed = true;
      }
      for (let shape = 0; shape < SHAPE_COUNT; shape++) {
        this.counts[shape] = (this.counts[shape] ?? 0) + (model.shapeCounts[shape] ?? 0);
      }
    });
    this.lastKeys.length = poses.length;
    for (let shape = 0; shape < SHAPE_COUNT; shape++) {
      if (this.instances.ensureCapacity(shape, this.counts[shape] ?? 0)) changed = true;
    }
    return changed;
  }

  private writeAvatar(pose: AvatarPose, model: SpeciesModel, time: number, colorsDirty: boolean) {
    const { look, timeScale = 1 } = model.spec;
    const phase = phaseFromId(pose.id);
    const size = poseScale(pose.speaking);
    const opacity = pose.opacity ?? 1;
    this.root.makeRotationY(pose.angle).scale(this.scale.setScalar(size));
    // No bounce or breathing when the person asked for reduced motion.
    const lift = motionReduced() ? 0 : bodyLift(look.idle, pose.moving, time, phase, timeScale);
    this.root.setPosition(pose.x, lift, pose.z);
    const { rest, colors, shapeOf, motions } = model;
    for (let part = 0; part < rest.length; part++) {
      const restMatrix = rest[part];
      const shape = shapeOf[part];
      if (!restMatrix || shape === undefined) continue; // parallel arrays: never skips
      const slot = this.cursors[shape] ?? 0;
      this.cursors[shape] = slot + 1;
      const mesh = this.instances.mesh(shape);
      const motion = motions[part];
      let local = restMatrix;
      if (motion) {
        const angle =
          motion.kind === 'swing'
            ? limbSwing(pose.moving, time, phase, motion.phase)
            : tailWag(look.idle, pose.moving, time, phase, timeScale);
        if (angle !== 0) local = this.rotateAboutPivot(restMatrix, motion, angle);
      }
      mesh.setMatrixAt(slot, this.world.multiplyMatrices(this.root, local));
      const color = colors[part];
      if (colorsDirty && color) mesh.setColorAt(slot, color);
      const opacities = this.instances.opacity(shape);
      if (opacities.array[slot] !== opacity) {
        opacities.array[slot] = opacity;
        this.opacityDirty[shape] = true;
      }
    }
  }

  /** The part's rest matrix turned by `angle` about its motion's pivot (T(p)·R·T(-p)·rest). */
  private rotateAboutPivot(rest: Matrix4, motion: PartMotion, angle: number): Matrix4 {
    if (motion.kind === 'swing') this.pivotSpin.makeRotationX(angle);
    else this.pivotSpin.makeRotationY(angle);
    const [px, py, pz] = motion.pivot;
    this.pivot.set(px, py, pz).applyMatrix4(this.pivotSpin);
    this.pivotSpin.setPosition(px - this.pivot.x, py - this.pivot.y, pz - this.pivot.z);
    return this.animated.multiplyMatrices(this.pivotSpin, rest);
  }
}
