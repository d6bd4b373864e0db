import {
  BufferAttribute,
  type BufferGeometry,
  type Material,
  type Mesh,
  type MeshLambertMaterial,
  type Object3D,
} from 'three';
import { EDITOR_HOVER_OPACITY } from '../../../domain/constants';
import type { EditableInstance } from '../../../domain/editor/editor';
import type { SceneTools } from '../../world';
import { fadeModel, modelKey, modelPieces } from './modelObjects';
import { materialsUnder, objectModel, sceneryRange } from './sceneObjects';

/** How opaque an object under the pointer is drawn in the editor (reference: 0.25). */
const HOVER_OPACITY = EDITOR_HOVER_OPACITY;

/**
 * Fades one placed object to HOVER_OPACITY and puts it back. The merged scenery mesh gets
 * per-vertex alpha (an RGBA colour attribute) and alpha hashing, as the avatars' per-instance
 * opacity does (avatars/instanceOpacity.ts): dithered, so no sorting inside the one mesh. An
 * interactive object's own materials are made transparent; a glTF model's placement is drawn
 * faded by modelObjects.ts. Nothing is rebuilt per frame: `show` does work only when the
 * object, the merged mesh or the model's drawing changed.
 */
export class SceneFader {
  private key = '';
  private undo: (() => void) | null = null;

  show(scene: Object3D, tools: SceneTools, target: EditableInstance | null): void {
    const mesh = scene.getObjectByName('scenery') as Mesh<BufferGeometry, Material> | undefined;
    // Scenery outside the merged mesh is a glTF model, redrawn when its asset's placements change.
    const model =
      target?.assetType === 'scenery' && !sceneryRange(tools, target)
        ? modelKey(modelPieces(scene, target.id))
        : '';
    const key = target
      ? `${target.id}:${target.x}:${target.y}:${mesh?.geometry.uuid ?? ''}:${tools.placed.length}:${model}`
      : '';
    if (key === this.key) return;
    this.clear();
    if (!target) return;
    const undo =
      target.assetType !== 'scenery'
        ? fadeMaterials(objectModel(scene, target))
        : model
          ? fadeModel(scene, target.id, HOVER_OPACITY)
          : fadeScenery(mesh, tools, target);
    // Not found yet (the merged mesh is being rebuilt): tried again next frame.
    if (!undo) return;
    this.key = key;
    this.undo = undo;
  }

  clear(): void {
    this.undo?.();
    this.undo = null;
    this.key = '';
  }

  /** The editor closed: nothing faded, and the scenery drawn without alpha hashing again. */
  dispose(scene: Object3D): void {
    this.clear();
    const mesh = scene.getObjectByName('scenery') as Mesh | undefined;
    const material = mesh?.material as MeshLambertMaterial | undefined;
    if (material?.alphaHash) {
      material.alphaHash = false;
      material.needsUpdate = true;
    }
  }
}

function fadeMaterials(model: Object3D | null): (() => void) | null {
  if (!model) return null;
  const saved = materialsUnder(model).map((m) => ({ m, opacity: m.opacity, see: m.transparent }));
  for (const { m, opacity } of saved) {
    m.opacity = opacity * HOVER_OPACITY;
    m.transparent = true;
    m.needsUpdate = true;
  }
  return () => {
    for (const { m, opacity, see } of saved) {
      m.opacity = opacity;
      m.transparent = see;
      m.needsUpdate = true;
    }
  };
}

/** The merged mesh's colours with an alpha channel (made once per built geometry). */
function rgbaColours(geometry: BufferGeometry): BufferAttribute {
  const colours = geometry.getAttribute('color') as BufferAttribute;
  if (colours.itemSize === 4) return colours;
  const rgba = new Float32Array(colours.count * 4).fill(1);
  for (let i = 0; i < colours.count; i++) {
    rgba.set([colours.getX(i), colours.getY(i), colours.getZ(i)], i * 4);
  }
  const attribute = new BufferAttribute(rgba, 4);
  geometry.setAttribute('color', attribute);
  return attribute;
}

function fadeScenery(
  mesh: Mesh<BufferGeometry, Material> | undefined,
  tools: SceneTools,
  target: EditableInstance,
): (() => void) | null {
  const range = sceneryRange(tools, target);
  if (!mesh || !range || range.total !== mesh.geometry.getAttribute('position').count) return null;
  const colours = rgbaColours(mesh.geometry);
  const material = mesh.material as MeshLambertMaterial;
  const setAlpha = (alpha: number) => {
    for (let i = range.start; i < range.start + range.count; i++) colours.setW(i, alpha);
    colours.needsUpdate = true;
  };
  if (!material.alphaHash) {
    material.alphaHash = true;
    material.needsUpdate = true;
  }
  setAlpha(HOVER_OPACITY);
  return () => setAlpha(1);
}
