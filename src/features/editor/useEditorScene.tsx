import { lazy, Suspense, useEffect, useMemo, type RefObject } from 'react';
import type { EditableInstance, EditorMode } from '../../domain/editor/editor';
import type { WorldControls } from '../world';
import type { GizmoMode } from './GizmoModes';
import { createEditorSceneStore } from './scene/sceneStore';
import type { RoomEditor } from './useRoomEditor';

/** The gizmo and the hover fade: a chunk fetched when the editor first needs the pointer. */
const EditorScene = lazy(() => import('./scene/EditorScene'));

/**
 * Puts the editor's part of the scene into the world while a mode picks objects (Edit and
 * Remove) and keeps it told what can be picked, what is selected and the gizmo's mode.
 * Returns its store: a floor click is not a pick while the gizmo is being dragged.
 */
export function useEditorScene(
  world: RefObject<WorldControls | null>,
  editor: RoomEditor,
  mode: EditorMode,
  gizmo: GizmoMode,
) {
  const store = useMemo(createEditorSceneStore, []);
  const picking = mode !== 'add';
  useEffect(() => {
    const controls = world.current;
    if (!controls || !picking) return;
    controls.setSceneLayer((tools) => (
      <Suspense fallback={null}>
        <EditorScene tools={tools} store={store} />
      </Suspense>
    ));
    return () => controls.setSceneLayer(null);
  }, [world, picking, store]);

  const { instances, move } = editor;
  const selected = mode === 'edit' ? editor.selected : null;
  useEffect(() => {
    store.setState({
      pickable: picking ? (instances ?? []) : [],
      selected,
      gizmo,
      onMoved: (instance: EditableInstance, fields) => move(instance, fields),
    });
  }, [store, picking, instances, selected, gizmo, move]);
  return store;
}
