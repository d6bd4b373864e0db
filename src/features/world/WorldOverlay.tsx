import { CAMERA } from '../../domain/constants';
import { Button } from '../../ui/Button';
import type { WorldState } from './worldState';

function nextZoom(zoom: number): number {
  const next = zoom + CAMERA.zoomStep;
  return next > 1 ? 0 : next;
}

/** View controls beside the canvas (bottom-right) and the demo's sign-up bar. */
export function WorldOverlay({ state, demo }: { state: WorldState; demo: boolean }) {
  return (
    <>
      <div className="world__bottom-right">
        <Button variant="secondary" onClick={() => (state.zoom = nextZoom(state.zoom))}>
          Change view
        </Button>
      </div>
      {demo && (
        <a className="world__signup-bar" href="/signup?r=demo">
          Create your own free event
        </a>
      )}
    </>
  );
}
