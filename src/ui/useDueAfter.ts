import { useEffect, useState } from 'react';

/**
 * True once `ready` has held for `delayMs` (and true from then on): what the world fetches
 * after it is on screen (extra objects, glTF scenery) waits so the first steps never share a
 * slow link with it.
 */
export function useDueAfter(ready: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || due) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, due, delayMs]);
  return due;
}
