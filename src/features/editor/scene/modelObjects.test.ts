import { describe, expect, it } from 'vitest';
import {
  BoxGeometry,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  Object3D,
  Scene,
  Vector3,
} from 'three';
import { fadeModel, modelKey, modelPieces, modelStandIn } from './modelObjects';

/** A room with a stall instanced twice ('a' at x 10, 'b' at x 20) and a bench of its own ('c'). */
function room() {
  const scene = new Scene();
  const stallMaterial = new MeshLambertMaterial();
  const stalls = new InstancedMesh(new BoxGeometry(), stallMaterial, 2);
  stalls.setMatrixAt(0, new Matrix4().makeTranslation(10, 0, 5));
  stalls.setMatrixAt(1, new Matrix4().makeTranslation(20, 0, 5));
  stalls.name = 'model:stall';
  stalls.userData.instanceIds = ['a', 'b'];
  const bench = new Group();
  bench.name = 'model:bench';
  bench.userData.instanceId = 'c';
  bench.position.set(30, 0, 5);
  const benchMaterial = new MeshLambertMaterial();
  bench.add(new Mesh(new BoxGeometry(), benchMaterial));
  scene.add(stalls, bench);
  return { scene, stalls, bench, stallMaterial, benchMaterial };
}

const where = (matrix: Matrix4) => new Vector3().setFromMatrixPosition(matrix).toArray();

describe("a placed glTF model in the editor's scene", () => {
  it('finds its instance or its own group, and where it stands', () => {
    const { scene } = room();
    expect(modelPieces(scene, 'b').map((piece) => where(piece.world))).toEqual([[20, 0, 5]]);
    expect(modelPieces(scene, 'c').map((piece) => where(piece.world))).toEqual([[30, 0, 5]]);
    expect(modelPieces(scene, 'nowhere')).toEqual([]);
  });

  it('fades one instance (hidden, a faded copy in its place) and puts it back', () => {
    const { scene, stalls, stallMaterial } = room();
    const before = modelKey(modelPieces(scene, 'a'));
    const undo = fadeModel(scene, 'a', 0.25)!;
    const at = new Matrix4();
    stalls.getMatrixAt(0, at);
    expect(at.determinant()).toBe(0); // hidden
    stalls.getMatrixAt(1, at);
    expect(where(at)).toEqual([20, 0, 5]); // the other placement stays
    const copy = scene.children.at(-1) as Mesh;
    expect(where(copy.matrix)).toEqual([10, 0, 5]);
    expect(copy.material).toMatchObject({ transparent: true, opacity: 0.25 });
    // Still found where it stood while hidden: the fade's key does not change under it.
    expect(modelKey(modelPieces(scene, 'a'))).toBe(before);
    undo();
    stalls.getMatrixAt(0, at);
    expect(where(at)).toEqual([10, 0, 5]);
    expect(scene.children).not.toContain(copy);
    expect(stallMaterial.opacity).toBe(1);
  });

  it("fades a group's own copies of the shared materials and puts them back", () => {
    const { scene, bench, benchMaterial } = room();
    const mesh = bench.children[0] as Mesh;
    const undo = fadeModel(scene, 'c', 0.25)!;
    expect(mesh.material).not.toBe(benchMaterial);
    expect(mesh.material).toMatchObject({ transparent: true, opacity: 0.25 });
    expect(benchMaterial.transparent).toBe(false);
    undo();
    expect(mesh.material).toBe(benchMaterial);
  });

  it('gives the gizmo an unfaded stand-in in the frame of the object it holds', () => {
    const { scene, stallMaterial } = room();
    const holder = new Object3D();
    holder.position.set(10, 0, 5); // on placement 'a'
    scene.add(holder);
    const undo = fadeModel(scene, 'a', 0.25)!;
    const standIn = modelStandIn(scene, 'a', holder)!;
    const piece = standIn.children[0] as Mesh;
    expect(where(piece.matrix)).toEqual([0, 0, 0]);
    expect(piece.material).toBe(stallMaterial);
    undo();
    expect(modelStandIn(scene, 'nowhere', holder)).toBeNull();
  });
});
