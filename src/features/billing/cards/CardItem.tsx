import { useState } from 'react';
import {
  cardRefusalOf,
  detachPaymentMethod,
  setCustomerDefaultPaymentMethod,
} from '../../../data/billing';
import type { BillingAccount, PaymentMethod, Subscription } from '../liveBilling';
import { cardDeletionBlock, type CardDeletionBlock } from '../../../domain/billing/billing';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { FormError } from '../../../ui/FormError';
import { useAction } from '../useAction';
import { cardText } from './cardText';
import { CardDeletionRefusal } from './CardDeletionRefusal';

interface CardItemProps {
  account: BillingAccount;
  card: PaymentMethod;
  cards: PaymentMethod[];
  subscriptions: Subscription[];
}

/** One card: its text, 'Default' or Set default, and Delete (asked first; refusals explained). */
export function CardItem({ account, card, cards, subscriptions }: CardItemProps) {
  const isDefault = account.defaultPaymentMethod === card.id;
  const setDefault = useAction();
  const remove = useAction();
  const [confirming, setConfirming] = useState(false);
  const [block, setBlock] = useState<CardDeletionBlock | null>(null);
  const label = cardText(card);

  const localBlock = () =>
    cardDeletionBlock(
      card.id,
      cards,
      subscriptions.map((s) => ({
        billingAccountId: account.id,
        subscriptionId: s.id,
        status: s.status,
        default_payment_method: s.default_payment_method,
      })),
    );

  const askDelete = () => {
    // The rule is checked here first (the server checks it again and has the last word).
    const found = localBlock();
    setBlock(found);
    if (!found) setConfirming(true);
  };

  const doDelete = async () => {
    await remove.run<unknown>(async () => {
      const outcome = await detachPaymentMethod({ paymentMethodId: card.id });
      const refusal = cardRefusalOf(outcome);
      if (!refusal) return outcome;
      // The server's answer wins over what this page saw (it may have been out of date).
      setBlock(
        refusal.reason === 'card_in_use'
          ? { reason: 'card_in_use', subscriptions: refusal.subscriptions ?? [] }
          : { reason: 'last_card' },
      );
      return { ok: true as const, data: null };
    });
  };

  return (
    <li className="billing-card" data-card-id={card.id}>
      <span>
        {label}
        {card.billing_details.name && (
          <span className="billing-muted"> ({card.billing_details.name})</span>
        )}
        {isDefault && <strong className="billing-badge">Default</strong>}
      </span>
      <span className="billing-row">
        {!isDefault && (
          <Button
            variant="secondary"
            disabled={setDefault.busy}
            aria-label={`Set default: ${label}`}
            onClick={() =>
              void setDefault.run(() =>
                setCustomerDefaultPaymentMethod({
                  customerId: account.stripeCustomerId,
                  paymentMethodId: card.id,
                }),
              )
            }
          >
            {setDefault.busy ? 'Saving...' : 'Set default'}
          </Button>
        )}
        <Button
          variant="danger"
          disabled={remove.busy}
          aria-label={`Delete card: ${label}`}
          onClick={askDelete}
        >
          {remove.busy ? 'Deleting...' : 'Delete'}
        </Button>
      </span>
      <FormError message={setDefault.error ?? remove.error} />
      {block && <CardDeletionRefusal block={block} subscriptions={subscriptions} />}
      {confirming && (
        <ConfirmModal
          title="Delete card"
          confirmLabel="Delete card"
          onClose={() => setConfirming(false)}
          onConfirm={() => void doDelete()}
        >
          <p>Delete {label}? It can no longer pay for subscriptions.</p>
        </ConfirmModal>
      )}
    </li>
  );
}
