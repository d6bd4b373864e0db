import { useEffect, useState } from 'react';

/**
 * Date.now(), read again every `everyMs` (what the programme shows changes with the clock:
 * a session moves from Next to Now). The clock is read, never counted, so a test that fixes
 * Date.now and moves it sees the change at the next tick.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
