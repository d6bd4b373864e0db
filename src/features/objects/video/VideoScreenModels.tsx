import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { NoBlending, Vector3, type Camera, type Mesh } from 'three';
import { quadMatrix3d, type ScreenPoint } from '../../../domain/objects/quadTransform';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { VIDEO, videoOf, type VideoScreen } from '../../../domain/objects/videos';
import { useVideoLayer, type VideoLayer } from './videoLayer';
import './video.css';

const { width: W, height: H, bottom: BOTTOM } = VIDEO.screen;
const BEZEL = 0.15;
const DEPTH = 0.2;
/** The face's corners in its own plane: top-left, top-right, bottom-right, bottom-left. */
const CORNERS = [
  [-W / 2, H / 2],
  [W / 2, H / 2],
  [W / 2, -H / 2],
  [-W / 2, -H / 2],
] as const;

const point = new Vector3();
const inView = new Vector3();
const quad: [ScreenPoint, ScreenPoint, ScreenPoint, ScreenPoint] = [
  { x: 0, y: 0 },
  { x: 0, y: 0 },
  { x: 0, y: 0 },
  { x: 0, y: 0 },
];

/**
 * The CSS transform laying a 1080 x 720 box over the face as the camera sees it, or null when
 * a corner is behind the camera (CSS cannot draw that; the face is then drawn dark instead).
 */
function faceTransform(
  face: Mesh,
  camera: Camera & { near: number },
  size: { width: number; height: number },
): string | null {
  // The camera rig moved the camera in this frame; the renderer updates matrices only later.
  camera.updateMatrixWorld();
  face.updateWorldMatrix(true, false);
  for (let i = 0; i < 4; i++) {
    point.set(CORNERS[i]![0], CORNERS[i]![1], 0).applyMatrix4(face.matrixWorld);
    inView.copy(point).applyMatrix4(camera.matrixWorldInverse);
    if (inView.z > -camera.near) return null;
    point.project(camera);
    quad[i]!.x = ((point.x + 1) / 2) * size.width;
    quad[i]!.y = ((1 - point.y) / 2) * size.height;
  }
  return quadMatrix3d(VIDEO.frame.width, VIDEO.frame.height, quad);
}

/**
 * One screen: a dark bezel on two legs, turned by the object's angle, and its face. Where the
 * face is seen, the canvas is cut transparent (a black, alpha 0 face drawn without blending)
 * and the player box behind it is moved into place; without a player box (not loaded yet) or
 * when the face cannot be placed, the face is a dark panel.
 */
function ScreenModel({ screen, layer }: { screen: VideoScreen; layer: VideoLayer }) {
  const hole = useRef<Mesh>(null);
  const panel = useRef<Mesh>(null);
  const shown = useRef('');

  useFrame(({ camera, size }) => {
    const face = hole.current;
    if (!face || !panel.current) return;
    const box = layer.boxes.get(screen.id);
    const focused = layer.store.getState().focused;
    let placed = false;
    if (box && focused === null) {
      const transform = faceTransform(face, camera as Camera & { near: number }, size);
      placed = transform !== null;
      const style = transform ?? 'scale(0)';
      if (shown.current !== style) {
        box.style.transform = style;
        shown.current = style;
      }
    } else if (box && focused !== screen.id) {
      // Another screen fills the view: this one's box stays out of the way.
      box.style.transform = 'scale(0)';
      shown.current = '';
    } else if (box) {
      // This screen fills the view (CSS places it); the world behind is covered anyway.
      box.style.transform = '';
      shown.current = '';
    }
    face.visible = placed;
    panel.current.visible = !placed;
  });

  const faceY = BOTTOM + H / 2;
  const faceZ = DEPTH / 2 + 0.01;
  return (
    <group position={[screen.x, 0, screen.y]} rotation-y={screen.angle} name="video-screen">
      <mesh position={[0, faceY, 0]}>
        <boxGeometry args={[W + BEZEL * 2, H + BEZEL * 2, DEPTH]} />
        <meshLambertMaterial color="#23262e" />
      </mesh>
      {[-W / 3, W / 3].map((x) => (
        <mesh key={x} position={[x, BOTTOM / 2, -0.05]}>
          <boxGeometry args={[0.18, BOTTOM, 0.18]} />
          <meshLambertMaterial color="#3a3f4a" />
        </mesh>
      ))}
      <mesh ref={hole} position={[0, faceY, faceZ]} visible={false}>
        <planeGeometry args={[W, H]} />
        <meshBasicMaterial color="#000000" opacity={0} blending={NoBlending} />
      </mesh>
      <mesh ref={panel} position={[0, faceY, faceZ]}>
        <planeGeometry args={[W, H]} />
        <meshBasicMaterial color="#101218" />
      </mesh>
    </group>
  );
}

/**
 * Makes the players' layer behind the canvas, inside r3f's wrapper (positioned, clipped to the
 * canvas): under the canvas in the world's stacking order, so it shows only through the holes.
 */
function useLayerContainer(layer: VideoLayer) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const host = gl.domElement.parentElement?.parentElement;
    if (!host) return;
    const container = document.createElement('div');
    container.className = 'video-layer';
    // Nothing in it is for the keyboard or screen readers: the overlay offers every control.
    container.inert = true;
    host.prepend(container);
    layer.store.setState({ container });
    return () => {
      layer.store.setState({ container: null });
      container.remove();
    };
  }, [gl, layer]);
}

/** The room's video screens (inside the Canvas). */
export function VideoScreenModels({ objects }: { objects: readonly ExtraObject[] }) {
  const screens = useMemo(
    () => objects.filter((o) => o.kind === 'videoScreen').map(videoOf),
    [objects],
  );
  const layer = useVideoLayer();
  if (screens.length === 0) return null;
  return <ScreenModels screens={screens} layer={layer} />;
}

function ScreenModels({ screens, layer }: { screens: VideoScreen[]; layer: VideoLayer }) {
  useLayerContainer(layer);
  return (
    <>
      {screens.map((screen) => (
        <ScreenModel key={screen.id} screen={screen} layer={layer} />
      ))}
    </>
  );
}
