import { useState } from 'react';
import { cancelSubscription, undoCancelSubscription } from '../../../data/billing';
import { formatInvoiceDate } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { FormError } from '../../../ui/FormError';
import type { Subscription } from '../liveBilling';
import { useAction } from '../useAction';

/**
 * The reference's cancellation: Cancel subscription only while active and not already
 * cancelling (asked first); while cancelling at period end, the expiry date and Undo
 * cancellation. The document updates live once Stripe has answered.
 */
export function CancelControls({ subscription }: { subscription: Subscription }) {
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const active = subscription.status === 'active';
  const cancelling = active && subscription.cancel_at_period_end;
  const payload = { subscriptionId: subscription.id };

  return (
    <section className="billing-panel" aria-labelledby="billing-cancel">
      <h3 id="billing-cancel">Cancellation</h3>
      {cancelling && (
        <>
          <p>
            Pending cancellation: the subscription expires on{' '}
            <time dateTime={formatInvoiceDate(subscription.current_period_end)}>
              {formatInvoiceDate(subscription.current_period_end)}
            </time>
            .
          </p>
          <Button
            disabled={action.busy}
            onClick={() => void action.run(() => undoCancelSubscription(payload))}
          >
            {action.busy ? 'Undoing...' : 'Undo cancellation'}
          </Button>
        </>
      )}
      {active && !cancelling && (
        <Button variant="danger" disabled={action.busy} onClick={() => setConfirming(true)}>
          {action.busy ? 'Cancelling...' : 'Cancel subscription'}
        </Button>
      )}
      {!active && <p className="billing-muted">This subscription is not active.</p>}
      <FormError message={action.error} />
      {confirming && (
        <ConfirmModal
          title="Cancel subscription"
          confirmLabel="Cancel subscription"
          onClose={() => setConfirming(false)}
          onConfirm={() => void action.run(() => cancelSubscription(payload))}
        >
          <p>
            The subscription stays active until {formatInvoiceDate(subscription.current_period_end)}
            , then ends and a final invoice follows. You can undo this until then.
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
