import { Link, useParams } from '../../../ui/routing';
import { refreshSubscription } from '../../../data/billing';
import { Button } from '../../../ui/Button';
import { FormError, useErrorText } from '../../languages';
import { useBillingTexts } from '../formats';
import { useBillingAccount, useSubscription, useSubscriptionUsage } from '../liveBilling';
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
  const { t, plan, day, status } = useBillingTexts();
  const { accountId = '', subscriptionId = '' } = useParams();
  const account = useBillingAccount(accountId);
  const subscription = useSubscription(accountId, subscriptionId);
  const refresh = useAction();
  const sub = subscription.status === 'ready' ? subscription.value : null;

  return (
    <section className="billing-page" aria-labelledby="billing-sub-title">
      <Link to={`/user/billing/account/${accountId}`}>{t('billing.backToAccount')}</Link>
      <h2 id="billing-sub-title">{sub ? plan(sub) : t('billing.subscription')}</h2>
      {subscription.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {subscription.status === 'error' && <FormError message={subscription.message} />}
      {subscription.status === 'ready' && !sub && <p>{t('billing.noSuchSubscription')}</p>}
      {account.status === 'error' && <FormError message={account.message} />}
      {sub && (
        <>
          <dl className="billing-facts">
            <dt>{t('billing.plan')}</dt>
            <dd>{plan(sub)}</dd>
            <dt>{t('billing.status')}</dt>
            <dd data-testid="subscription-status">{status(sub.status)}</dd>
            <dt>{t('billing.currentPeriod')}</dt>
            <dd>
              {t('billing.periodRange', {
                start: day(sub.current_period_start),
                end: day(sub.current_period_end),
              })}
            </dd>
            <dt>{t('billing.usage')}</dt>
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
              {refresh.busy ? t('billing.refreshing') : t('billing.refresh')}
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
  const { t, hours } = useBillingTexts();
  const errorText = useErrorText();
  const usage = useSubscriptionUsage(props.accountId, props.subscriptionId, props.start);
  if (usage.status === 'loading') return <span role="status">{t('common.loading')}</span>;
  if (usage.status === 'error') return <span className="ui-error">{errorText(usage.message)}</span>;
  return <span data-testid="subscription-usage">{hours(usage.value)}</span>;
}
