import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { SceneTools } from '../../world';
import { SceneFader } from './fade';
import { Gizmo } from './Gizmo';
import type { EditorSceneStore } from './sceneStore';
import { useHoverPick } from './useHoverPick';

/**
 * The room editor's part of the 3D scene, a lazy chunk of its own (three's TransformControls
 * is in it), drawn by the world while the editor is in Edit or Remove mode: the object under
 * the pointer fades to 0.25 (reference), and in Edit the selected one has the gizmo.
 */
export default function EditorScene({
  tools,
  store,
}: {
  tools: SceneTools;
  store: EditorSceneStore;
}) {
  useHoverPick(tools, store);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const fader = useMemo(() => new SceneFader(), []);
  const latest = useRef(tools);
  latest.current = tools;
  useEffect(() => () => fader.dispose(scene), [fader, scene]);
  // What is faded follows the pointer, or the object a drag moves: checked each frame, done
  // only on a change (SceneFader.show).
  useEffect(() => store.subscribe(() => invalidate()), [store, invalidate]);
  useFrame(() => {
    const { hovered, moving, pickable } = store.getState();
    const id = moving ?? hovered;
    fader.show(scene, latest.current, pickable.find((i) => i.id === id) ?? null);
  });
  return <Gizmo tools={tools} store={store} />;
}
