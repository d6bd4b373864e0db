import { lazy, Suspense, type ComponentProps } from 'react';
import { useEventSession } from '../session';

// Not needed to walk: loaded once the world is drawn, long before anyone is given the floor,
// so its live region is in the page before its news.
const FloorNotice = lazy(() => import('./FloorNotice').then((m) => ({ default: m.FloorNotice })));

export function DeferredFloorNotice(props: ComponentProps<typeof FloorNotice>) {
  const worldShown = useEventSession((s) => s.worldShown);
  if (!worldShown) return null;
  return (
    <Suspense fallback={null}>
      <FloorNotice {...props} />
    </Suspense>
  );
}
