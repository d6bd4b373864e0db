import type { BillingAccount, Subscription } from '../liveBilling';
import { FormError, useT } from '../../languages';
import type { Live } from '../../../ui/useLive';
import { usePaymentMethods } from '../liveBilling';
import { AddCard } from './AddCard';
import { CardItem } from './CardItem';

interface PaymentMethodsPanelProps {
  account: BillingAccount;
  subscriptions: Live<Subscription[]>;
}

/**
 * The account's cards (brand, last four digits, expiry; the default marked), each with Set
 * default and Delete, and Add card. The list is live: a card added through Stripe appears when
 * the webhook has mirrored it.
 */
export function PaymentMethodsPanel({ account, subscriptions }: PaymentMethodsPanelProps) {
  const t = useT();
  const cards = usePaymentMethods(account.id);
  const subs = subscriptions.status === 'ready' ? subscriptions.value : [];
  return (
    <section className="billing-panel" aria-labelledby="billing-cards">
      <h3 id="billing-cards">{t('billing.paymentMethods')}</h3>
      {cards.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {cards.status === 'error' && <FormError message={cards.message} />}
      {cards.status === 'ready' &&
        (cards.value.length === 0 ? (
          <p className="billing-muted">{t('billing.noCards')}</p>
        ) : (
          <ul className="billing-cards" aria-labelledby="billing-cards">
            {cards.value.map((card) => (
              <CardItem
                key={card.id}
                account={account}
                card={card}
                cards={cards.value}
                subscriptions={subs}
              />
            ))}
          </ul>
        ))}
      <AddCard account={account} />
    </section>
  );
}
