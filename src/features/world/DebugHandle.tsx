import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type { WorldState } from './worldState';

/**
 * Whether this build exposes the world's figures to end-to-end tests and benchmarks: the dev
 * server and the benchmark build (`vite build --mode bench`). A production build compiles the
 * handle out entirely (the e2e smoke test against the production build checks it is absent).
 */
export const DEBUG_HANDLE_ENABLED = import.meta.env.DEV || import.meta.env.MODE === 'bench';

/** Exposes read-only figures as window.__menagerie (never in a production build). */
export function DebugHandle({ state }: { state: WorldState }) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    const handle = {
      player: state.player,
      visibleRemotes: () =>
        [...state.remotes.values()]
          .filter((remote) => state.visibleRemoteIds?.has(remote.id))
          .map((remote) => ({ id: remote.id, animal: remote.animal, x: remote.x, y: remote.y })),
      /** The last frame's draw calls and triangles. */
      renderInfo: () => ({ ...gl.info.render }),
      cameraHeight: () => camera.position.y,
      /** Sets a click-to-move destination, as a quick click on the floor would. */
      walkTo: (x: number, y: number) => {
        state.input.target = { x, y };
      },
    };
    const target = window as unknown as { __menagerie?: typeof handle };
    target.__menagerie = handle;
    return () => {
      if (target.__menagerie === handle) delete target.__menagerie;
    };
  }, [gl, camera, state]);
  return null;
}
