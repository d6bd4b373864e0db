import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { quotaNotice, remainingMinutes } from '../../domain/audioQuota';
import { watchQuotaSummary, type QuotaSummary } from '../../data/audioQuota';
import './quota.css';

/** How often the estimate is carried forward. */
const REFRESH_MS = 30_000;

/**
 * The organisers' audio quota note in the event: 'Free audio is disabled. Upgrade now.' or
 * 'N user-minutes of free audio remaining.' (when ≤ 10 remain, or ≤ 2x the online non-banned
 * people once they are 5 or more), with a link to upgrade the event; nothing otherwise. A
 * lazy chunk only organisers load. Reads the summary quota-accumulateAudioUsage keeps and
 * carries its estimate forward: the sessions open then keep counting a minute a minute.
 */
export default function QuotaNotice({ eventId }: { eventId: string }) {
  const [summary, setSummary] = useState<QuotaSummary | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () => watchQuotaSummary(eventId, setSummary, (error) => console.warn('Audio quota', error)),
    [eventId],
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (!summary) return null;
  const elapsedMin = Math.max(0, now - summary.estimatedAtMs) / 60_000;
  const used = summary.usedMinutes + summary.openSessions * elapsedMin;
  const plan = {
    paid: summary.paid,
    freeAudioDisabled: summary.freeAudioDisabled,
    freeMinutes: summary.freeMinutes ?? Infinity,
  };
  const text = quotaNotice(plan, remainingMinutes(plan, used), summary.onlineNonBanned);
  if (!text) return null;
  return (
    <p className="quota-notice" role="status">
      {text} <Link to={`/user/billing/upgrade-event/${eventId}`}>Upgrade this event</Link>
    </p>
  );
}
