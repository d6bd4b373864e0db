import { useEffect, useState } from 'react';
import { Link } from '../../ui/routing';
import { QUOTA_TEXTS, usageHours } from '../../domain/billing/audioQuota';
import type { ConnectedSubscription } from '../../domain/billing/billing';
import { watchEventConnection } from '../../data/billingLinks';
import { UpgradeEventLink } from './UpgradeEventLink';
import { useQuotaEstimate, type QuotaEstimate } from './useQuotaEstimate';
import './quota.css';

function freeAudioText(estimate: QuotaEstimate): string {
  switch (estimate.status) {
    case 'loading':
      return 'Loading data...';
    case 'error':
      return 'The audio plan could not be read. Try reopening Event settings.';
    case 'none':
      return 'Free audio: no use counted yet (usage is counted every few minutes).';
    case 'ready': {
      const { summary, usedMinutes, remaining } = estimate;
      if (summary.paid) return 'A custom audio plan: no free-minute limit.';
      if (summary.freeAudioDisabled) return QUOTA_TEXTS.freeAudioDisabled;
      const free = summary.freeMinutes ?? 0;
      return `Free audio: ${usageHours(usedMinutes)} of ${usageHours(free)} hours used. ${QUOTA_TEXTS.remaining(remaining)}`;
    }
  }
}

/**
 * Event settings' 'Audio plan' (the reference: the event's creator sees its subscription and
 * plan details): the connected subscription with a link to it, or the free audio used and
 * left, with 'Upgrade this event'.
 */
export function EventAudioPlan({ eventId }: { eventId: string }) {
  const estimate = useQuotaEstimate(eventId);
  const [connection, setConnection] = useState<ConnectedSubscription | null>(null);
  useEffect(
    () =>
      watchEventConnection(eventId, setConnection, (error) =>
        console.warn('Event subscription', error),
      ),
    [eventId],
  );
  return (
    <section className="event-audio-plan" aria-labelledby="event-audio-plan-title">
      <h3 id="event-audio-plan-title">Audio plan</h3>
      {connection ? (
        <p>
          Connected to a subscription: this event&apos;s audio is billed by its plan.{' '}
          <Link
            to={`/user/billing/account/${connection.billingAccountId}/subscription/${connection.subscriptionId}`}
          >
            Open the subscription
          </Link>
        </p>
      ) : (
        <p role="status">
          {freeAudioText(estimate)}{' '}
          {/* A custom plan has no free-minute limit: nothing to upgrade from. */}
          {!(estimate.status === 'ready' && estimate.summary.paid) && (
            <UpgradeEventLink eventId={eventId} />
          )}
        </p>
      )}
    </section>
  );
}
