import { useNavigate } from '../../../ui/routing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useSubscription, type BillingAccount } from '../liveBilling';
import { ConnectedEvents } from '../subscription/ConnectedEvents';

interface CreatedStepProps {
  uid: string;
  account: BillingAccount;
  subscriptionId: string;
}

/** After creation: connect events to the new subscription, then Done opens its page. */
export function CreatedStep({ uid, account, subscriptionId }: CreatedStepProps) {
  const navigate = useNavigate();
  const subscription = useSubscription(account.id, subscriptionId);
  return (
    <div className="billing-wizard">
      <p>Your subscription was created. Select the events it pays for.</p>
      {subscription.status === 'loading' && <p role="status">Loading data...</p>}
      {subscription.status === 'error' && <FormError message={subscription.message} />}
      {subscription.status === 'ready' && subscription.value && (
        <ConnectedEvents
          uid={uid}
          accountId={account.id}
          subscription={subscription.value}
          title="Select events"
        />
      )}
      <div className="ui-actions">
        <Button
          onClick={() =>
            navigate(`/user/billing/account/${account.id}/subscription/${subscriptionId}`)
          }
        >
          Done
        </Button>
      </div>
    </div>
  );
}
