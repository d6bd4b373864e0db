import { Link, useParams } from '../../../ui/routing';
import { refreshSubscription } from '../../../data/billing';
import { formatInvoiceDate } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useBillingAccount, useSubscription, useSubscriptionUsage } from '../liveBilling';
import { hoursText, planName } from '../planText';
import { useAction } from '../useAction';
import { CancelControls } from './CancelControls';
import { ConnectedEvents } from './ConnectedEvents';
import { InvoicesList } from './InvoicesList';
import { PaymentMethodChange } from './PaymentMethodChange';

/**
 * /user/billing/account/{a}/subscription/{s}: plan, status, cancellation, usage of the current
 * period, payment method, invoices and connected events; Refresh asks Stripe again.
 */
export default function SubscriptionPage({ uid }: { uid: string }) {
  const { accountId = '', subscriptionId = '' } = useParams();
  const account = useBillingAccount(accountId);
  const subscription = useSubscription(accountId, subscriptionId);
  const refresh = useAction();
  const sub = subscription.status === 'ready' ? subscription.value : null;

  return (
    <section className="billing-page" aria-labelledby="billing-sub-title">
      <Link to={`/user/billing/account/${accountId}`}>Back to billing account</Link>
      <h2 id="billing-sub-title">{sub ? planName(sub) : 'Subscription'}</h2>
      {subscription.status === 'loading' && <p role="status">Loading data...</p>}
      {subscription.status === 'error' && <FormError message={subscription.message} />}
      {subscription.status === 'ready' && !sub && <p>There is no such subscription.</p>}
      {account.status === 'error' && <FormError message={account.message} />}
      {sub && (
        <>
          <dl className="billing-facts">
            <dt>Plan</dt>
            <dd>{planName(sub)}</dd>
            <dt>Status</dt>
            <dd data-testid="subscription-status">{sub.status}</dd>
            <dt>Current period</dt>
            <dd>
              {formatInvoiceDate(sub.current_period_start)} to{' '}
              {formatInvoiceDate(sub.current_period_end)}
            </dd>
            <dt>Audio usage this period</dt>
            <dd>
              <PeriodUsage
                accountId={accountId}
                subscriptionId={sub.id}
                start={sub.current_period_start}
              />
            </dd>
          </dl>
          <div className="billing-row">
            <Button
              variant="secondary"
              disabled={refresh.busy}
              onClick={() =>
                void refresh.run(() =>
                  refreshSubscription({ billingAccountId: accountId, subscriptionId: sub.id }),
                )
              }
            >
              {refresh.busy ? 'Refreshing...' : 'Refresh'}
            </Button>
          </div>
          <FormError message={refresh.error} />
          <CancelControls subscription={sub} />
          {account.status === 'ready' && account.value && (
            <>
              <PaymentMethodChange account={account.value} subscription={sub} />
              <InvoicesList account={account.value} subscriptionId={sub.id} />
            </>
          )}
          <ConnectedEvents uid={uid} accountId={accountId} subscription={sub} />
        </>
      )}
    </section>
  );
}

function PeriodUsage(props: { accountId: string; subscriptionId: string; start: number }) {
  const usage = useSubscriptionUsage(props.accountId, props.subscriptionId, props.start);
  if (usage.status === 'loading') return <span role="status">Loading...</span>;
  if (usage.status === 'error') return <span className="ui-error">{usage.message}</span>;
  return <span data-testid="subscription-usage">{hoursText(usage.value)}</span>;
}
