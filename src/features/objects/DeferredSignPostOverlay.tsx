import { lazy, Suspense, useEffect } from 'react';
import { useEventSession } from '../session';
import type { SignPostObject } from '../../domain/objects/roomObjects';

// Not needed to walk: the overlay, its message dialog and the message's links are fetched once
// the world is drawn, well before anyone reaches a sign post (off the walk path, issue 31).
const loadSignPostOverlay = () => import('./SignPostOverlay');
const SignPostOverlay = lazy(() =>
  loadSignPostOverlay().then((m) => ({ default: m.SignPostOverlay })),
);

/** The overlay of the sign post the player stands at, if any (SignPostOverlay.tsx). */
export function DeferredSignPostOverlay({ sign }: { sign: SignPostObject | null }) {
  const worldShown = useEventSession((s) => s.worldShown);
  useEffect(() => {
    if (worldShown) void loadSignPostOverlay();
  }, [worldShown]);
  if (!sign) return null;
  return (
    <Suspense fallback={null}>
      <SignPostOverlay sign={sign} />
    </Suspense>
  );
}
