import { useCallback, useEffect, useRef, useState } from 'react';
import { getEventInsights } from '../../data/insights';
import type { EventInsights } from '../../domain/insights/insights';

export type InsightsState =
  | { status: 'loading' }
  | { status: 'refused'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; insights: EventInsights };

/** Refusals that no other range would change: the page says so instead of a retry. */
const FINAL_REASONS = new Set(['event_doesnt_exist', 'not_event_organiser', 'not_event_admin']);

/**
 * The insights of `slug` for the range last asked for. A range asked while another is loading
 * wins: an older answer arriving later is dropped. A failed call keeps the figures shown so
 * far and says why (with the chance to ask again); a refusal replaces them.
 */
export function useEventInsights(slug: string, opening: { fromMs: number; toMs: number }) {
  const [state, setState] = useState<InsightsState>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const asked = useRef(0);

  const load = useCallback(
    async (range: { fromMs: number; toMs: number }) => {
      const attempt = ++asked.current;
      setFailure(null);
      setBusy(true);
      setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
      const outcome = await getEventInsights({ slug, ...range });
      if (attempt !== asked.current) return;
      setBusy(false);
      if (outcome.ok) setState({ status: 'ready', insights: outcome.data });
      else if (outcome.reason && FINAL_REASONS.has(outcome.reason)) {
        setState({ status: 'refused', message: outcome.message });
      } else {
        setFailure(outcome.message);
        setState((current) =>
          current.status === 'ready' ? current : { status: 'error', message: outcome.message },
        );
      }
    },
    [slug],
  );

  // The opening range is asked once; later ranges come from the form.
  const first = useRef(opening);
  useEffect(() => {
    void load(first.current);
  }, [load]);

  return { state, failure, busy, load };
}
