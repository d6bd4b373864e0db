import { addEventToSubscription, disconnectEventFromSubscription } from '../../../data/billing';
import { watchEventConnection } from '../../../data/billingLinks';
import type { AccountEvent } from '../../../domain/accountEvents';
import type { ConnectedSubscription } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { FormError, useErrorText, useT } from '../../languages';
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
  const t = useT();
  const errorText = useErrorText();
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
      {connection.status === 'loading' && <span role="status">{t('common.loading')}</span>}
      {connection.status === 'error' && (
        <span className="ui-error">{errorText(connection.message)}</span>
      )}
      {here && <strong className="billing-badge">{t('billing.connected')}</strong>}
      {elsewhere && <span className="billing-muted">{t('billing.connectedOther')}</span>}
      {here && (
        <Button
          variant="secondary"
          disabled={action.busy}
          aria-label={t('billing.disconnectLabel', { name })}
          onClick={() =>
            void action.run(() => disconnectEventFromSubscription({ eventId: event.eventId }))
          }
        >
          {action.busy ? t('billing.disconnecting') : t('billing.disconnect')}
        </Button>
      )}
      {canAdd && (
        <Button
          disabled={action.busy}
          aria-label={t('billing.addLabel', { name })}
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
          {action.busy ? t('billing.adding') : t('billing.addEvent')}
        </Button>
      )}
      <FormError message={action.error} />
    </li>
  );
}
