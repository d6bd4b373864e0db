import { createStore, type StoreApi } from 'zustand/vanilla';
import type { InstanceFields } from '../../../domain/editor/editHistory';
import type { EditableInstance } from '../../../domain/editor/editor';
import type { GizmoMode } from '../GizmoModes';

/**
 * Where the editor's panel (DOM) and its part of the 3D scene meet: the panel writes what is
 * pickable, the selection and the gizmo's mode; the scene writes what the pointer is over and
 * whether the gizmo is being dragged.
 */
interface EditorSceneState {
  /** What the pointer can pick and fade (Edit and Remove); none in Add. */
  pickable: readonly EditableInstance[];
  /** The object the gizmo is on (Edit only). */
  selected: EditableInstance | null;
  gizmo: GizmoMode;
  /** The object under the pointer (faded), by id. */
  hovered: string | null;
  /** The gizmo is being dragged: a floor click neither selects nor walks meanwhile. */
  grabbing: boolean;
  /** The object being dragged, or dropped and not yet drawn where it was dropped (faded). */
  moving: string | null;
  /** A drag ended: stores the fields it changed; resolves with whether they were stored. */
  onMoved: (instance: EditableInstance, fields: InstanceFields) => Promise<boolean>;
}

export type EditorSceneStore = StoreApi<EditorSceneState>;

export function createEditorSceneStore(): EditorSceneStore {
  return createStore<EditorSceneState>()(() => ({
    pickable: [],
    selected: null,
    gizmo: 'move',
    hovered: null,
    grabbing: false,
    moving: null,
    onMoved: async () => false,
  }));
}
