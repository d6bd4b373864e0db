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
import { FormError } from '../../languages';
import { useAction } from '../useAction';
import { useBillingTexts } from '../formats';
import { CardDeletionRefusal } from './CardDeletionRefusal';

interface CardItemProps {
  account: BillingAccount;
  card: PaymentMethod;
  cards: PaymentMethod[];
  subscriptions: Subscription[];
}

/** One card: its text, 'Default' or Set default, and Delete (asked first; refusals explained). */
export function CardItem({ account, card, cards, subscriptions }: CardItemProps) {
  const { t, card: cardText } = useBillingTexts();
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
        {isDefault && <strong className="billing-badge">{t('billing.default')}</strong>}
      </span>
      <span className="billing-row">
        {!isDefault && (
          <Button
            variant="secondary"
            disabled={setDefault.busy}
            aria-label={t('billing.setDefaultLabel', { card: label })}
            onClick={() =>
              void setDefault.run(() =>
                setCustomerDefaultPaymentMethod({
                  customerId: account.stripeCustomerId,
                  paymentMethodId: card.id,
                }),
              )
            }
          >
            {setDefault.busy ? t('billing.saving') : t('billing.setDefault')}
          </Button>
        )}
        <Button
          variant="danger"
          disabled={remove.busy}
          aria-label={t('billing.deleteCardLabel', { card: label })}
          onClick={askDelete}
        >
          {remove.busy ? t('billing.deleting') : t('billing.delete')}
        </Button>
      </span>
      <FormError message={setDefault.error ?? remove.error} />
      {block && <CardDeletionRefusal block={block} subscriptions={subscriptions} />}
      {confirming && (
        <ConfirmModal
          title={t('billing.deleteCard')}
          confirmLabel={t('billing.deleteCard')}
          cancelLabel={t('common.cancel')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void doDelete()}
        >
          <p>{t('billing.deleteCardQuestion', { card: label })}</p>
        </ConfirmModal>
      )}
    </li>
  );
}
