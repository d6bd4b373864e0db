import {
  DynamicDrawUsage,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  type BufferGeometry,
  type Material,
} from 'three';
import { PART_SHAPES } from './avatarPart';
import { INSTANCE_OPACITY } from './instanceOpacity';
import { createPartGeometries } from './partGeometries';

const INITIAL_CAPACITY = 64;

/**
 * One InstancedMesh per part shape, holding every avatar's parts of that shape: the whole crowd
 * costs PART_SHAPES.length draw calls. Capacity doubles when the crowd outgrows it.
 */
export class CrowdInstances {
  readonly group = new Group();
  private readonly geometries: BufferGeometry[];
  private readonly meshes: InstancedMesh[];

  constructor(private readonly material: Material) {
    const byShape = createPartGeometries();
    this.geometries = PART_SHAPES.map((shape) => byShape[shape]);
    this.meshes = this.geometries.map((geometry) => this.createMesh(geometry, INITIAL_CAPACITY));
    this.group.name = 'AnimalCrowd';
  }

  private createMesh(geometry: BufferGeometry, capacity: number): InstancedMesh {
    // Free the old buffers first: the geometry is re-uploaded with the new opacity attribute.
    geometry.dispose();
    const opacity = new InstancedBufferAttribute(new Float32Array(capacity).fill(1), 1);
    opacity.setUsage(DynamicDrawUsage);
    geometry.setAttribute(INSTANCE_OPACITY, opacity);
    const mesh = new InstancedMesh(geometry, this.material, capacity);
    mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
    mesh.instanceColor.setUsage(DynamicDrawUsage);
    mesh.count = 0;
    // Instances move every frame, so a bounding sphere would always be stale.
    mesh.frustumCulled = false;
    this.group.add(mesh);
    return mesh;
  }

  mesh(shape: number): InstancedMesh {
    const mesh = this.meshes[shape];
    if (!mesh) throw new Error(`No crowd mesh for shape ${shape}`);
    return mesh;
  }

  opacity(shape: number): InstancedBufferAttribute {
    const attribute = this.mesh(shape).geometry.getAttribute(INSTANCE_OPACITY);
    if (!(attribute instanceof InstancedBufferAttribute))
      throw new Error('Missing opacity attribute');
    return attribute;
  }

  /** Makes room for `needed` instances of a shape; true when the mesh was reallocated. */
  ensureCapacity(shape: number, needed: number): boolean {
    const old = this.mesh(shape);
    const capacity = old.instanceMatrix.count;
    if (needed <= capacity) return false;
    let grown = capacity;
    while (grown < needed) grown *= 2;
    this.group.remove(old);
    old.dispose();
    this.meshes[shape] = this.createMesh(old.geometry, grown);
    return true;
  }

  dispose(): void {
    for (const mesh of this.meshes) mesh.dispose();
    for (const geometry of this.geometries) geometry.dispose();
    this.group.clear();
  }
}
