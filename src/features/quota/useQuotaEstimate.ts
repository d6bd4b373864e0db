import { useEffect, useState } from 'react';
import { remainingMinutes } from '../../domain/billing/audioQuota';
import { watchQuotaSummary, type QuotaSummary } from '../../data/audioQuota';

/** How often the estimate is carried forward. */
const REFRESH_MS = 30_000;

export type QuotaEstimate =
  | { status: 'loading' }
  | { status: 'error' }
  /** No summary yet: quota-accumulateAudioUsage has not counted this event. */
  | { status: 'none' }
  | { status: 'ready'; summary: QuotaSummary; usedMinutes: number; remaining: number };

/**
 * The event's audio quota as organisers see it: the summary quota-accumulateAudioUsage keeps
 * (events/{e}/restricted/audioQuota), its estimate carried forward every 30 s (the sessions
 * open then keep counting a minute a minute), and the free user-minutes remaining.
 */
export function useQuotaEstimate(eventId: string): QuotaEstimate {
  const [summary, setSummary] = useState<QuotaSummary | null | 'loading' | 'error'>('loading');
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      watchQuotaSummary(eventId, setSummary, (error) => {
        console.warn('Audio quota', error);
        setSummary('error');
      }),
    [eventId],
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (summary === 'loading' || summary === 'error') return { status: summary };
  if (!summary) return { status: 'none' };
  const elapsedMin = Math.max(0, now - summary.estimatedAtMs) / 60_000;
  const usedMinutes = summary.usedMinutes + summary.openSessions * elapsedMin;
  const remaining = remainingMinutes({ freeMinutes: summary.freeMinutes ?? Infinity }, usedMinutes);
  return { status: 'ready', summary, usedMinutes, remaining };
}
