import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Group, Mesh, MeshLambertMaterial, type Object3D } from 'three';
import { TransformControls } from 'three/examples/jsm/controls/TransformControls.js';
import { useStore } from 'zustand';
import type { EditableInstance } from '../../../domain/editor/editor';
import { useMountedResource } from '../../../ui/useMountedResource';
import type { SceneTools } from '../../world';
import { canTurn, dragEndFields } from '../dragEnd';
import { modelKey, modelPieces, modelStandIn } from './modelObjects';
import { objectModel, sceneryRange } from './sceneObjects';
import type { EditorSceneStore } from './sceneStore';

/** How long a dropped object's stand-in waits for the rebuilt scenery at most. */
const STAND_IN_MS = 5000;

/**
 * What one drag moves: an interactive object's own model, or a stand-in for scenery (merged
 * scenery's is built for it; a glTF model's shares the model's geometry).
 */
interface Drag {
  instance: EditableInstance;
  model: Object3D | null;
  standIn: Object3D | null;
  /** Whether the stand-in's geometry was built for it (and is disposed with it). */
  ownsGeometry: boolean;
  /**
   * How the object was drawn when the drag ended: the merged mesh's geometry, or the glTF
   * model's drawing (modelKey); a change ends the stand-in.
   */
  droppedOn?: string;
  droppedAt?: number;
}

/** How the dragged object is drawn now, to see when the drop has been drawn. */
function drawnAs(scene: Object3D, current: Drag): string {
  if (!current.ownsGeometry) return modelKey(modelPieces(scene, current.instance.id));
  const merged = scene.getObjectByName('scenery') as Mesh | undefined;
  return merged?.geometry.uuid ?? '';
}

function removeStandIn(holder: Object3D, current: Drag) {
  if (!current.standIn) return;
  holder.remove(current.standIn);
  if (current.ownsGeometry) (current.standIn as Mesh).geometry.dispose();
}

const standInMaterial = new MeshLambertMaterial({ vertexColors: true });

function placeAt(proxy: Object3D, instance: EditableInstance) {
  proxy.position.set(instance.x, 0, instance.y);
  proxy.rotation.set(0, instance.angle, 0);
}

/**
 * three's TransformControls on the selected object: moves it on the floor (three's x and z,
 * the room's x and y) or, for scenery, turns it about the vertical. Only the drag's end is
 * stored (store.onMoved: a field-level update). While dragging, an interactive object's model
 * follows the gizmo; merged scenery cannot move one object, nor one instance of a glTF
 * model, so a stand-in follows it while the original fades, until the world draws the object
 * where it was dropped.
 */
export function Gizmo({ tools, store }: { tools: SceneTools; store: EditorSceneStore }) {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const selected = useStore(store, (s) => s.selected);
  const mode = useStore(store, (s) => s.gizmo);
  const controls = useMountedResource(
    () => new TransformControls(camera, canvas),
    (made) => made.dispose(),
    [camera, canvas],
  );
  // The object the gizmo moves: it stands in for the selection (YXZ: rotation.y is the turn).
  const proxy = useMemo(() => {
    const group = new Group();
    group.rotation.order = 'YXZ';
    return group;
  }, []);
  const drag = useRef<Drag | null>(null);
  // The world passes a new tools object with every render: a drag reads the latest.
  const latest = useRef(tools);
  latest.current = tools;

  // The gizmo stands on the stored selection (also when another editor moves it).
  useEffect(() => {
    if (!controls) return;
    if (!selected) {
      controls.detach();
      controls.enabled = false;
    } else {
      if (!controls.dragging) placeAt(proxy, selected);
      controls.enabled = true;
      controls.attach(proxy);
    }
    invalidate();
  }, [controls, selected, proxy, invalidate]);

  const turning = mode === 'turn' && selected !== null && canTurn(selected);
  useEffect(() => {
    if (!controls) return;
    controls.setMode(turning ? 'rotate' : 'translate');
    controls.setSpace('world');
    // Moves on the floor plane only; turns about the vertical only.
    controls.showX = !turning;
    controls.showZ = !turning;
    controls.showY = turning;
    invalidate();
  }, [controls, turning, invalidate]);

  useEffect(() => {
    if (!controls) return;
    const endStandIn = () => {
      if (drag.current) removeStandIn(proxy, drag.current);
      drag.current = null;
      store.setState({ moving: null });
      invalidate();
    };
    const start = (instance: EditableInstance) => {
      endStandIn();
      const tools = latest.current;
      let standIn: Object3D | null = null;
      const range = instance.assetType === 'scenery' ? sceneryRange(tools, instance) : null;
      const geometry = range && tools.build([{ ...range.item, x: 0, y: 0, angle: 0 }]);
      if (geometry) standIn = new Mesh(geometry, standInMaterial);
      // Scenery outside the merged mesh is a glTF model: a stand-in of its own pieces.
      else if (instance.assetType === 'scenery') standIn = modelStandIn(scene, instance.id, proxy);
      if (standIn) proxy.add(standIn);
      const model = instance.assetType === 'interactive' ? objectModel(scene, instance) : null;
      drag.current = { instance, model, standIn, ownsGeometry: geometry !== null };
      store.setState({ moving: instance.id });
    };
    const putBack = (instance: EditableInstance) => {
      placeAt(proxy, instance);
      drag.current?.model?.position.set(instance.x, drag.current.model.position.y, instance.y);
      latest.current.state.marker = { x: instance.x, y: instance.y };
      endStandIn();
    };
    const end = () => {
      const current = drag.current;
      if (!current) return;
      const fields = dragEndFields(current.instance, {
        x: proxy.position.x,
        z: proxy.position.z,
        rotationY: proxy.rotation.y,
      });
      if (!fields) return putBack(current.instance);
      current.droppedOn = drawnAs(scene, current);
      current.droppedAt = performance.now();
      void store
        .getState()
        .onMoved(current.instance, fields)
        .then((stored) => {
          if (!stored) putBack(store.getState().selected ?? current.instance);
          else if (!current.standIn) endStandIn();
        });
    };
    const onDragging = (event: { value: unknown }) => {
      const dragging = event.value === true;
      store.setState({ grabbing: dragging });
      const instance = store.getState().selected;
      if (dragging && instance) start(instance);
      else if (!dragging) end();
    };
    const onObjectChange = () => {
      proxy.position.y = 0;
      const { x, z } = proxy.position;
      latest.current.state.marker = { x, y: z };
      const model = drag.current?.model;
      if (model) model.position.set(x, model.position.y, z);
    };
    const onChange = () => invalidate();
    controls.addEventListener('dragging-changed', onDragging);
    controls.addEventListener('objectChange', onObjectChange);
    controls.addEventListener('change', onChange);
    return () => {
      controls.removeEventListener('dragging-changed', onDragging);
      controls.removeEventListener('objectChange', onObjectChange);
      controls.removeEventListener('change', onChange);
      endStandIn();
      store.setState({ grabbing: false });
    };
  }, [controls, proxy, scene, store, invalidate]);

  // A dropped scenery object's stand-in stays until the world draws the object where it was
  // dropped (the merged scenery rebuilt, or the model's placement redrawn).
  useFrame(() => {
    const current = drag.current;
    if (!current?.standIn || current.droppedOn === undefined) return;
    const redrawn = drawnAs(scene, current) !== current.droppedOn;
    if (redrawn || performance.now() - (current.droppedAt ?? 0) > STAND_IN_MS) {
      removeStandIn(proxy, current);
      drag.current = null;
      store.setState({ moving: null });
      invalidate();
    }
  });

  if (!controls) return null;
  return (
    <>
      <primitive object={proxy} />
      <primitive object={controls.getHelper()} />
    </>
  );
}
