import { quotaNotice } from '../../domain/billing/audioQuota';
import { UpgradeEventLink } from './UpgradeEventLink';
import { useQuotaEstimate } from './useQuotaEstimate';
import './quota.css';

/**
 * The organisers' audio quota note in the event: 'Free audio is disabled. Upgrade now.' or
 * 'N user-minutes of free audio remaining.' (when ≤ 10 remain, or ≤ 2x the online non-banned
 * people once they are 5 or more), with a link to upgrade the event; nothing otherwise. A
 * lazy chunk only organisers load.
 */
export default function QuotaNotice({ eventId }: { eventId: string }) {
  const estimate = useQuotaEstimate(eventId);
  if (estimate.status !== 'ready') return null;
  const { summary, remaining } = estimate;
  const text = quotaNotice(summary, remaining, summary.onlineNonBanned);
  if (!text) return null;
  return (
    <p className="quota-notice" role="status">
      {text} <UpgradeEventLink eventId={eventId} />
    </p>
  );
}
