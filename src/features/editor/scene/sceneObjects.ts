import type { Material, Object3D } from 'three';
import type { EditableInstance } from '../../../domain/editor/editor';
import type { PlacedScenery, SceneTools } from '../../world';

/**
 * Where a placed object is in the world's scene graph, for the editor's hover fade and
 * gizmo. Scenery is a range of vertices of the one merged mesh ('scenery'); an interactive
 * object is a group (or mesh) of its own, named by its type and placed at its x and y.
 */

/** The names the world gives interactive objects' models (features/objects). */
const OBJECT_NAMES = new Set([
  'stage-area',
  'channel-zone-area',
  'sign-post',
  'room-portal',
  'room-entrance',
  'video-screen',
  'image-banner',
  'npc',
]);

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** The model of an interactive object, found by its name and where it stands. */
export function objectModel(scene: Object3D, instance: EditableInstance): Object3D | null {
  let found: Object3D | null = null;
  scene.traverse((object) => {
    if (found || !OBJECT_NAMES.has(object.name)) return;
    if (same(object.position.x, instance.x) && same(object.position.z, instance.y)) found = object;
  });
  return found;
}

/** Every material drawn under `root` (a mesh may have one or several). */
export function materialsUnder(root: Object3D): Material[] {
  const materials: Material[] = [];
  root.traverse((object) => {
    const material = (object as Object3D & { material?: Material | Material[] }).material;
    if (Array.isArray(material)) materials.push(...material);
    else if (material) materials.push(material);
  });
  return materials;
}

const vertexCounts = new Map<string, number>();

/** How many vertices one object of a scenery kind adds to the merged mesh. */
function vertexCountOf(kind: PlacedScenery['kind'], build: SceneTools['build']): number {
  let count = vertexCounts.get(kind);
  if (count === undefined) {
    const one = build([{ kind, x: 0, y: 0, angle: 0, scale: [1, 1, 1] }]);
    count = one?.getAttribute('position').count ?? 0;
    one?.dispose();
    vertexCounts.set(kind, count);
  }
  return count;
}

/** A scenery object's place in the merged mesh: its item and its vertices. */
export interface SceneryRange {
  item: PlacedScenery;
  start: number;
  count: number;
  /** Vertices the merged mesh holds in all (to check it was built from `placed`). */
  total: number;
}

/** The merged mesh holds `placed` in order; the object is the one standing where it stands. */
export function sceneryRange(
  tools: Pick<SceneTools, 'placed' | 'build'>,
  instance: EditableInstance,
): SceneryRange | null {
  let start = 0;
  let found: SceneryRange | null = null;
  for (const item of tools.placed) {
    const count = vertexCountOf(item.kind, tools.build);
    if (!found && same(item.x, instance.x) && same(item.y, instance.y)) {
      found = { item, start, count, total: 0 };
    }
    start += count;
  }
  return found && { ...found, total: start };
}
