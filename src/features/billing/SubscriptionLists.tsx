import { Link } from '../../ui/routing';
import type { Subscription } from './liveBilling';
import { subscriptionBucket, type SubscriptionBucket } from '../../domain/billing/billing';
import { FormError, type MessageId } from '../languages';
import type { Live } from '../../ui/useLive';
import { useBillingTexts } from './formats';

const BUCKETS: { bucket: SubscriptionBucket; title: MessageId }[] = [
  { bucket: 'active', title: 'billing.active' },
  { bucket: 'pending', title: 'billing.pending' },
  { bucket: 'cancelled', title: 'billing.cancelled' },
];

/** The account's subscriptions in the reference's three lists (Stripe's status decides). */
export function SubscriptionLists({
  accountId,
  subscriptions,
}: {
  accountId: string;
  subscriptions: Live<Subscription[]>;
}) {
  const { t, plan, status } = useBillingTexts();
  if (subscriptions.status === 'loading') return <p role="status">{t('common.loadingData')}</p>;
  if (subscriptions.status === 'error') return <FormError message={subscriptions.message} />;
  return (
    <div className="billing-buckets">
      {BUCKETS.map(({ bucket, title }) => {
        const list = subscriptions.value.filter((s) => subscriptionBucket(s.status) === bucket);
        const headingId = `billing-${bucket}`;
        return (
          <section key={bucket} className="billing-panel" aria-labelledby={headingId}>
            <h3 id={headingId}>{t(title)}</h3>
            {list.length === 0 ? (
              <p className="billing-muted">{t('billing.none')}</p>
            ) : (
              <ul className="billing-list">
                {list.map((s) => (
                  <li key={s.id}>
                    <Link to={`/user/billing/account/${accountId}/subscription/${s.id}`}>
                      {plan(s)}
                    </Link>{' '}
                    <span className="billing-muted">
                      {status(s.status)}
                      {s.cancel_at_period_end && s.status === 'active'
                        ? t('billing.cancelling')
                        : null}
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
