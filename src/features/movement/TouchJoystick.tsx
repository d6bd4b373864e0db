import { lazy, Suspense } from 'react';
import { TOUCH_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import type { MovementInput } from './inputState';

// A mouse-and-keyboard screen never shows the stick: its code loads only where it shows.
const Joystick = lazy(() => import('./Joystick').then((m) => ({ default: m.Joystick })));

/** The on-screen stick where touch controls show (the mobile layout or a coarse pointer). */
export function TouchJoystick({ input }: { input: MovementInput }) {
  const touch = useMediaQuery(TOUCH_QUERY);
  return touch ? (
    <Suspense fallback={null}>
      <Joystick input={input} />
    </Suspense>
  ) : null;
}
