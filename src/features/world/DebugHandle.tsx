import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { Camera, Scene, WebGLRenderer } from 'three';
import { TEST_HOOKS_ENABLED, WORLD_HANDLE_ENABLED } from '../../data/testHooks';
import type { NewInstance } from '../../domain/editor/editor';
import type { RenderQuality } from './renderQuality';
import { worldIsBusy } from './worldActivity';
import type { WorldState } from './worldState';

/** Whether this build exposes the world's figures (never a production build: testHooks.ts). */
export const DEBUG_HANDLE_ENABLED = WORLD_HANDLE_ENABLED;

/**
 * Median ms of `frames` renders of the scene as it stands, each waited for (reading one pixel
 * back makes the browser finish the frame).
 */
function renderMs(gl: WebGLRenderer, scene: Scene, camera: Camera, frames: number): number {
  const context = gl.getContext();
  const pixel = new Uint8Array(4);
  const times: number[] = [];
  for (let i = 0; i < frames; i++) {
    const start = performance.now();
    gl.render(scene, camera);
    context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(frames / 2)]!;
}

/** window.__menagerie: the world's figures for e2e tests and benchmarks (src/windowHooks.ts). */
export interface WorldDebugHandle {
  player: WorldState['player'];
  visibleRemotes: () => { id: string; animal: string; x: number; y: number }[];
  /** The last frame's draw calls and triangles. */
  renderInfo: () => WebGLRenderer['info']['render'];
  // Test builds only (absent from the walk-path build): see the handle below.
  tryAddInstance?: (eventId: string, roomId: string, instance: NewInstance) => Promise<string>;
  renderMs?: (frames: number) => number;
  modelObjects?: () => number;
  cameraHeight: () => number;
  /** How many scenery objects the room's merged mesh holds (the editor's changes, live). */
  sceneryCount: () => number;
  /** What the renderer was judged able to afford (renderQuality.ts). */
  renderQuality: RenderQuality;
  /** Sets a click-to-move destination, as a quick click on the floor would. */
  walkTo: (x: number, y: number) => void;
  /**
   * Frames drawn so far, and whether the last one showed the world at rest (nobody moving, the
   * camera in place): a test waits for a frame at rest drawn after a change instead of a sleep.
   */
  frames: () => { count: number; atRest: boolean };
}

/** Exposes read-only figures as window.__menagerie (never in a production build). */
export function DebugHandle({
  state,
  quality,
  sceneryCount,
}: {
  state: WorldState;
  quality: RenderQuality;
  /** Scenery objects in the merged mesh now. */
  sceneryCount: number;
}) {
  const scenery = useRef(sceneryCount);
  scenery.current = sceneryCount;
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  // Runs after the camera rig's frame callback (mounted later), so it sees this frame's camera.
  const frames = useRef({ count: 0, atRest: false });
  useFrame(() => {
    const now = performance.now();
    frames.current = { count: frames.current.count + 1, atRest: !worldIsBusy(state, now, now) };
  });
  useEffect(() => {
    const handle: WorldDebugHandle = {
      player: state.player,
      visibleRemotes: () =>
        [...state.remotes.values()]
          .filter((remote) => state.visibleRemoteIds?.has(remote.id))
          .map((remote) => ({ id: remote.id, animal: remote.animal, x: remote.x, y: remote.y })),
      /** The last frame's draw calls and triangles. */
      renderInfo: () => ({ ...gl.info.render }),
      // Test builds only, not the walk-path build (which weighs the handle): the benchmarks'
      // render timing, and how many glTF scenery objects (instanced meshes, or one group per
      // instance) the lazy model chunk has put in the scene, 'model:{assetId}', and a placement
      // forged from this page's client (data/forgedWrites.ts) for the rules to refuse.
      ...(TEST_HOOKS_ENABLED
        ? {
            tryAddInstance: async (eventId: string, roomId: string, instance: NewInstance) =>
              (await import('../../data/forgedWrites')).tryAddInstance(eventId, roomId, instance),
            renderMs: (frames: number) => renderMs(gl, scene, camera, frames),
            modelObjects: () => {
              let count = 0;
              scene.traverse((object) => void (count += object.name.startsWith('model:') ? 1 : 0));
              return count;
            },
          }
        : {}),
      cameraHeight: () => camera.position.y,
      /** How many scenery objects the room's merged mesh holds (the editor's changes, live). */
      sceneryCount: () => scenery.current,
      /** What the renderer was judged able to afford (renderQuality.ts). */
      renderQuality: quality,
      /** Sets a click-to-move destination, as a quick click on the floor would. */
      walkTo: (x: number, y: number) => {
        state.input.target = { x, y };
      },
      frames: () => ({ ...frames.current }),
    };
    window.__menagerie = handle;
    return () => {
      if (window.__menagerie === handle) delete window.__menagerie;
    };
  }, [gl, camera, scene, state, quality]);
  return null;
}
