import { FormError, useT } from '../../languages';
import { useAccountProfile } from '../../dashboard';
import type { Subscription } from '../liveBilling';
import { EventConnectionRow } from './EventConnectionRow';

interface ConnectedEventsProps {
  uid: string;
  accountId: string;
  subscription: Subscription;
  /** Heading level: 3 on the page, 3 inside the wizard too (its title is the h2). */
  title?: string;
}

/**
 * The user's own events (profiles/{uid}.createdEvents) with their connection to this
 * subscription: 'Connected' (Disconnect), 'Connected to other subscription', or Add event.
 * Events connected here that are not (or no longer) in the profile are listed too.
 */
export function ConnectedEvents({ uid, accountId, subscription, title }: ConnectedEventsProps) {
  const t = useT();
  const profile = useAccountProfile(uid);
  const own = profile.status === 'ready' && profile.value ? profile.value.createdEvents : [];
  const ownIds = new Set(own.map((e) => e.eventId));
  const extra = Object.entries(subscription.connectedEvents ?? {})
    .filter(([eventId]) => !ownIds.has(eventId))
    .map(([eventId, entry]) => ({ eventId, name: entry.name, slug: entry.slug }));
  const events = [...own, ...extra];
  return (
    <section className="billing-panel" aria-labelledby="billing-events">
      <h3 id="billing-events">{title ?? t('billing.events')}</h3>
      {profile.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {profile.status === 'error' && <FormError message={profile.message} />}
      {profile.status === 'ready' && events.length === 0 && (
        <p className="billing-muted">{t('billing.noEventsToConnect')}</p>
      )}
      {events.length > 0 && (
        <ul className="billing-list">
          {events.map((event) => (
            <EventConnectionRow
              key={event.eventId}
              event={event}
              accountId={accountId}
              subscription={subscription}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
