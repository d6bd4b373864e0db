import { lazy, Suspense } from 'react';
import { useDueAfter } from '../../ui/useDueAfter';
import type { ModelSceneryProps } from './models/types';

/**
 * The room's glTF scenery: the GLTF loader (three's GLTFLoader, modelLoader.ts), the Storage SDK that finds the
 * files and the instancing are one lazy chunk, fetched only by a room that places a model, and
 * only once the world is on screen (as the extra objects are), so none of it is on the walk
 * path. Colliders do not wait for it: they come from the asset documents (useRoomScenery).
 */
const ModelScenery = lazy(() => import('./models/ModelScenery'));

/** How long after the world is on screen the chunk and the models are fetched. */
const MODELS_DELAY_MS = 1000;

export function LazyModelScenery(props: ModelSceneryProps & { ready: boolean }) {
  const due = useDueAfter(props.ready, MODELS_DELAY_MS);
  if (!due || props.models.placed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModelScenery
        models={props.models}
        instancingEnabled={props.instancingEnabled}
        onError={props.onError}
      />
    </Suspense>
  );
}
