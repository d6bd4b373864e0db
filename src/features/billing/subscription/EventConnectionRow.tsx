import { addEventToSubscription, disconnectEventFromSubscription } from '../../../data/billing';
import { watchEventConnection } from '../../../data/billingLinks';
import type { AccountEvent } from '../../../domain/accountEvents';
import { CONNECTION_TEXTS, type ConnectedSubscription } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useLive } from '../../../ui/useLive';
import type { Subscription } from '../liveBilling';
import { useAction } from '../useAction';

interface EventConnectionRowProps {
  event: AccountEvent;
  accountId: string;
  subscription: Subscription;
}

/** One event: its connection (live from events/{e}.connectedSubscription) and Add / Disconnect. */
export function EventConnectionRow({ event, accountId, subscription }: EventConnectionRowProps) {
  const connection = useLive<ConnectedSubscription | null>(
    (next, fail) => watchEventConnection(event.eventId, next, fail),
    [event.eventId],
  );
  const action = useAction();
  const name = event.name || event.slug || event.eventId;
  const here =
    connection.status === 'ready' && connection.value?.subscriptionId === subscription.id;
  const elsewhere = connection.status === 'ready' && connection.value !== null && !here;
  const canAdd =
    connection.status === 'ready' && !connection.value && subscription.status === 'active';

  return (
    <li className="billing-event" data-event-id={event.eventId}>
      <span>{name}</span>
      {connection.status === 'loading' && <span role="status">Loading...</span>}
      {connection.status === 'error' && <span className="ui-error">{connection.message}</span>}
      {here && <strong className="billing-badge">{CONNECTION_TEXTS.connected}</strong>}
      {elsewhere && <span className="billing-muted">{CONNECTION_TEXTS.other}</span>}
      {here && (
        <Button
          variant="secondary"
          disabled={action.busy}
          aria-label={`Disconnect ${name}`}
          onClick={() =>
            void action.run(() => disconnectEventFromSubscription({ eventId: event.eventId }))
          }
        >
          {action.busy ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      )}
      {canAdd && (
        <Button
          disabled={action.busy}
          aria-label={`Add ${name}`}
          onClick={() =>
            void action.run(() =>
              addEventToSubscription({
                eventId: event.eventId,
                subscriptionId: subscription.id,
                billingAccountId: accountId,
              }),
            )
          }
        >
          {action.busy ? 'Adding...' : 'Add event'}
        </Button>
      )}
      <FormError message={action.error} />
    </li>
  );
}
