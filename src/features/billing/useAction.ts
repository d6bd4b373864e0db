import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallOutcome } from '../../data/callables';

export interface Action {
  /** A call is under way: its button says so and is disabled. */
  busy: boolean;
  /** What the last call's failure said (shown in an alert), or null. */
  error: string | null;
  /**
   * Runs one call unless one is already under way (a double click sends one request). Resolves
   * with the data, or null when it failed or was not sent.
   */
  run: <T>(call: () => Promise<CallOutcome<T>>) => Promise<T | null>;
  clearError: () => void;
}

/**
 * One network action of a billing screen (create, delete, cancel...): busy while it runs, its
 * failure kept as a sentence, a second start ignored until the first has answered. The calls
 * time out (src/data/callables.ts), so the busy state always ends.
 */
export function useAction(describeRefusal?: (reason: string | null) => string | null): Action {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const describe = useRef(describeRefusal);
  describe.current = describeRefusal;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(call: () => Promise<CallOutcome<T>>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const outcome = await call();
      if (outcome.ok) return outcome.data;
      if (mounted.current) setError(describe.current?.(outcome.reason) ?? outcome.message);
      return null;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
