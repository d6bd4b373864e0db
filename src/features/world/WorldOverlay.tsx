import { lazy, Suspense, useId, useState } from 'react';
import { InHudRegion } from '../../ui/HudRegions';
import { CAMERA } from '../../domain/constants';
import { Button } from '../../ui/Button';
import type { RoomObject } from '../../domain/objects/roomObjects';
import { NearbyPanel } from './NearbyPanel';
import type { WorldState } from './worldState';

// The map is opened now and then, not needed to walk: its code loads when first asked for
// (and is fetched as the pointer or the focus reaches its button).
const loadMinimap = () => import('./MinimapDialog');
const MinimapDialog = lazy(() => loadMinimap().then((m) => ({ default: m.MinimapDialog })));
const preloadMinimap = () => void loadMinimap().catch(() => undefined);

function nextZoom(zoom: number): number {
  const next = zoom + CAMERA.zoomStep;
  return next > 1 ? 0 : next;
}

/** What each camera zoom is called, so the view in use can be said, not only seen. */
function viewName(zoom: number): string {
  if (zoom <= 0) return 'Wide view';
  return zoom >= 1 ? 'Close-up view' : 'Medium view';
}

/** View controls beside the canvas (bottom-right) and the demo's sign-up bar. */
export function WorldOverlay({
  state,
  demo,
  objects,
}: {
  state: WorldState;
  demo: boolean;
  objects: readonly RoomObject[];
}) {
  const [zoom, setZoom] = useState(state.zoom);
  const [map, setMap] = useState(false);
  const statusId = useId();
  return (
    <>
      <InHudRegion region="bottomRight">
        <div className="world__bottom-right">
          <NearbyPanel state={state} />
          <Button
            variant="secondary"
            aria-describedby={statusId}
            onClick={() => {
              const next = nextZoom(zoom);
              state.zoom = next;
              setZoom(next);
            }}
          >
            Change view
          </Button>
          <Button
            variant="secondary"
            aria-expanded={map}
            onPointerEnter={preloadMinimap}
            onFocus={preloadMinimap}
            onClick={() => setMap(true)}
          >
            Map
          </Button>
          <span id={statusId} className="visually-hidden" role="status">
            {viewName(zoom)}
          </span>
        </div>
      </InHudRegion>
      {map && (
        <Suspense
          fallback={
            <p className="ui-loading-note" role="status">
              Loading the map...
            </p>
          }
        >
          <MinimapDialog state={state} objects={objects} onClose={() => setMap(false)} />
        </Suspense>
      )}
      {demo && (
        <InHudRegion region="bottomCentre">
          <a className="world__signup-bar" href="/signup?r=demo">
            Create your own free event
          </a>
        </InHudRegion>
      )}
    </>
  );
}
