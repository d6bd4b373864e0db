import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { SceneTools } from '../../world';
import type { EditorSceneStore } from './sceneStore';

const FLOOR = new Plane(new Vector3(0, 1, 0), 0);

/**
 * Which object the pointer is over, picked as a floor click picks it (SceneTools.pick), so the
 * object that fades is the one a click would select or remove. Listens on the canvas itself:
 * a pointer down updates it too, for touch screens, which have no hover.
 */
export function useHoverPick(tools: SceneTools, store: EditorSceneStore): void {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  // A new tools object comes with every render of the world: read the latest one.
  const latest = useRef(tools);
  latest.current = tools;
  useEffect(() => {
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const hit = new Vector3();
    const set = (hovered: string | null) => {
      if (store.getState().hovered === hovered) return;
      store.setState({ hovered });
      invalidate();
    };
    const onMove = (e: PointerEvent) => {
      // While the gizmo is held, what fades is the object it moves.
      if (store.getState().grabbing) return;
      const size = canvas.getBoundingClientRect();
      const click = { x: e.clientX - size.left, y: e.clientY - size.top };
      ndc.set((click.x / size.width) * 2 - 1, -(click.y / size.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      if (!raycaster.ray.intersectPlane(FLOOR, hit)) return set(null);
      const point = { x: hit.x, y: hit.z };
      const { pickable } = store.getState();
      set(latest.current.pick(pickable, camera, click, size, point)?.id ?? null);
    };
    const onLeave = () => set(null);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerdown', onMove);
    canvas.addEventListener('pointerleave', onLeave);
    return () => {
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerdown', onMove);
      canvas.removeEventListener('pointerleave', onLeave);
      set(null);
    };
  }, [camera, canvas, invalidate, store]);
}
