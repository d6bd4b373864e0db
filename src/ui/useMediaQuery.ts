import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';

/** The mobile layout's query (the CSS uses the same width: max-width 769px). */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Where touch controls show: the mobile layout or a coarse pointer (as the joystick's CSS). */
export const TOUCH_QUERY = `${NARROW_QUERY}, (pointer: coarse)`;

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}
