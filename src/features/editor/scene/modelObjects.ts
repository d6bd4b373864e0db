import { Group, type InstancedMesh, type Material, Matrix4, Mesh, type Object3D } from 'three';

/*
 * A placed glTF model in the world's scene graph (features/world/models/ModelScenery.tsx), for
 * the editor's hover fade and gizmo: with instancing, one instance of each of its asset's
 * instanced meshes (userData.instanceIds), else a group of its own (userData.instanceId).
 */

/** One drawn piece of a placed model and where it stands in the world. */
export interface ModelPiece {
  mesh: Mesh;
  world: Matrix4;
  /** The instance of an instanced mesh it is, if instanced. */
  instance: { mesh: InstancedMesh; index: number } | null;
}

/**
 * Instances the fade has hidden (a zero matrix), with the matrix they had: a piece is still
 * where it stood while it is hidden.
 */
const hidden = new WeakMap<InstancedMesh, Map<number, Matrix4>>();

const isModel = (object: Object3D) => object.name.startsWith('model:');

/** The pieces of the placed model `id`, or none (not drawn yet, or not a model). */
export function modelPieces(scene: Object3D, id: string): ModelPiece[] {
  const pieces: ModelPiece[] = [];
  scene.traverse((object) => {
    if (!isModel(object)) return;
    if (object.userData.instanceId === id) {
      object.updateWorldMatrix(true, true);
      object.traverse((child) => {
        if ((child as Mesh).isMesh) {
          pieces.push({ mesh: child as Mesh, world: child.matrixWorld.clone(), instance: null });
        }
      });
      return;
    }
    const ids = object.userData.instanceIds as readonly string[] | undefined;
    const index = ids?.indexOf(id) ?? -1;
    if (index < 0) return;
    const mesh = object as InstancedMesh;
    const at = hidden.get(mesh)?.get(index)?.clone() ?? new Matrix4();
    if (!hidden.get(mesh)?.has(index)) mesh.getMatrixAt(index, at);
    mesh.updateWorldMatrix(true, false);
    pieces.push({ mesh, world: at.premultiply(mesh.matrixWorld), instance: { mesh, index } });
  });
  return pieces;
}

/** What identifies how the model `id` is drawn now (its objects and where they stand). */
export function modelKey(pieces: readonly ModelPiece[]): string {
  return pieces.map((piece) => `${piece.mesh.uuid}@${piece.world.elements.join(',')}`).join(';');
}

/** The material a piece has when not faded. */
const unfaded = (mesh: Mesh): Material | Material[] =>
  (mesh.userData.unfaded as Material | Material[] | undefined) ?? mesh.material;

function fadedCopy(material: Material | Material[], opacity: number): Material | Material[] {
  if (Array.isArray(material)) return material.map((one) => fadedCopy(one, opacity) as Material);
  const copy = material.clone();
  copy.transparent = true;
  copy.opacity = material.opacity * opacity;
  copy.depthWrite = false;
  return copy;
}

const dispose = (material: Material | Material[]) =>
  (Array.isArray(material) ? material : [material]).forEach((one) => one.dispose());

const ZERO = new Matrix4().makeScale(0, 0, 0);

/**
 * Draws the placed model `id` at `opacity` until the returned undo runs: a group of its own
 * gets faded copies of its materials (an asset's materials are shared by all its placements);
 * an instance is hidden and a faded copy drawn in its place.
 */
export function fadeModel(scene: Object3D, id: string, opacity: number): (() => void) | null {
  const pieces = modelPieces(scene, id);
  if (pieces.length === 0) return null;
  const undo: (() => void)[] = [];
  for (const piece of pieces) {
    if (piece.instance) {
      const { mesh, index } = piece.instance;
      const saved = new Matrix4();
      mesh.getMatrixAt(index, saved);
      const map = hidden.get(mesh) ?? new Map<number, Matrix4>();
      hidden.set(mesh, map.set(index, saved));
      mesh.setMatrixAt(index, ZERO);
      mesh.instanceMatrix.needsUpdate = true;
      const copy = new Mesh(mesh.geometry, fadedCopy(mesh.material, opacity));
      copy.matrixAutoUpdate = false;
      copy.matrix.copy(piece.world);
      scene.add(copy);
      undo.push(() => {
        map.delete(index);
        mesh.setMatrixAt(index, saved);
        mesh.instanceMatrix.needsUpdate = true;
        scene.remove(copy);
        dispose(copy.material);
      });
    } else {
      const { mesh } = piece;
      const original = unfaded(mesh);
      mesh.userData.unfaded = original;
      mesh.material = fadedCopy(original, opacity);
      undo.push(() => {
        dispose(mesh.material);
        mesh.material = original;
        delete mesh.userData.unfaded;
      });
    }
  }
  return () => undo.forEach((step) => step());
}

/**
 * A stand-in of the placed model `id` for the gizmo to carry, in the frame of `holder` (the
 * gizmo's object, standing on the model's placement): the model's own geometry and materials,
 * unfaded. Null when the model is not drawn.
 */
export function modelStandIn(scene: Object3D, id: string, holder: Object3D): Group | null {
  const pieces = modelPieces(scene, id);
  if (pieces.length === 0) return null;
  holder.updateWorldMatrix(true, false);
  const toHolder = holder.matrixWorld.clone().invert();
  const group = new Group();
  for (const piece of pieces) {
    const copy = new Mesh(piece.mesh.geometry, unfaded(piece.mesh));
    copy.matrixAutoUpdate = false;
    copy.matrix.multiplyMatrices(toHolder, piece.world);
    group.add(copy);
  }
  return group;
}
