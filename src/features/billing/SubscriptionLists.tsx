import { Link } from '../../ui/routing';
import type { Subscription } from './liveBilling';
import { subscriptionBucket, type SubscriptionBucket } from '../../domain/billing/billing';
import { FormError } from '../../ui/FormError';
import type { Live } from '../../ui/useLive';
import { planName } from './planText';

const BUCKETS: { bucket: SubscriptionBucket; title: string }[] = [
  { bucket: 'active', title: 'Active subscriptions' },
  { bucket: 'pending', title: 'Pending subscriptions' },
  { bucket: 'cancelled', title: 'Cancelled subscriptions' },
];

/** The account's subscriptions in the reference's three lists (Stripe's status decides). */
export function SubscriptionLists({
  accountId,
  subscriptions,
}: {
  accountId: string;
  subscriptions: Live<Subscription[]>;
}) {
  if (subscriptions.status === 'loading') return <p role="status">Loading data...</p>;
  if (subscriptions.status === 'error') return <FormError message={subscriptions.message} />;
  return (
    <div className="billing-buckets">
      {BUCKETS.map(({ bucket, title }) => {
        const list = subscriptions.value.filter((s) => subscriptionBucket(s.status) === bucket);
        const headingId = `billing-${bucket}`;
        return (
          <section key={bucket} className="billing-panel" aria-labelledby={headingId}>
            <h3 id={headingId}>{title}</h3>
            {list.length === 0 ? (
              <p className="billing-muted">None.</p>
            ) : (
              <ul className="billing-list">
                {list.map((s) => (
                  <li key={s.id}>
                    <Link to={`/user/billing/account/${accountId}/subscription/${s.id}`}>
                      {planName(s)}
                    </Link>{' '}
                    <span className="billing-muted">
                      {s.status}
                      {s.cancel_at_period_end && s.status === 'active' ? ', cancelling' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
