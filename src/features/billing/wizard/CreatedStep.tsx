import { useNavigate } from '../../../ui/routing';
import { Button } from '../../../ui/Button';
import { FormError, useT } from '../../languages';
import { useSubscription, type BillingAccount } from '../liveBilling';
import { ConnectedEvents } from '../subscription/ConnectedEvents';

interface CreatedStepProps {
  uid: string;
  account: BillingAccount;
  subscriptionId: string;
}

/** After creation: connect events to the new subscription, then Done opens its page. */
export function CreatedStep({ uid, account, subscriptionId }: CreatedStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const subscription = useSubscription(account.id, subscriptionId);
  return (
    <div className="billing-wizard">
      <p>{t('billing.createdText')}</p>
      {subscription.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {subscription.status === 'error' && <FormError message={subscription.message} />}
      {subscription.status === 'ready' && subscription.value && (
        <ConnectedEvents
          uid={uid}
          accountId={account.id}
          subscription={subscription.value}
          title={t('billing.selectEvents')}
        />
      )}
      <div className="ui-actions">
        <Button
          onClick={() =>
            navigate(`/user/billing/account/${account.id}/subscription/${subscriptionId}`)
          }
        >
          {t('billing.done')}
        </Button>
      </div>
    </div>
  );
}
