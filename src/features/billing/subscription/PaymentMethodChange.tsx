import { useId, useState, type FormEvent } from 'react';
import { updateSubscriptionPaymentMethod } from '../../../data/billing';
import { Button } from '../../../ui/Button';
import { FormError } from '../../languages';
import { useBillingTexts } from '../formats';
import { usePaymentMethods, type BillingAccount, type Subscription } from '../liveBilling';
import { useAction } from '../useAction';

/** Which of the account's cards pays for this subscription; changed with Save. */
export function PaymentMethodChange(props: {
  account: BillingAccount;
  subscription: Subscription;
}) {
  const { account, subscription } = props;
  const { t, card: cardText } = useBillingTexts();
  const cards = usePaymentMethods(account.id);
  const save = useAction();
  const id = useId();
  const current = subscription.default_payment_method ?? '';
  const [choice, setChoice] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || choice === current) return;
    void save.run(() =>
      updateSubscriptionPaymentMethod({ paymentMethodId: choice, subscriptionId: subscription.id }),
    );
  };
  return (
    <form className="billing-panel" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('billing.paymentMethod')}</h3>
      {cards.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {cards.status === 'error' && <FormError message={cards.message} />}
      {cards.status === 'ready' && (
        <div className="ui-field">
          <label htmlFor={id}>{t('billing.cardThatPays')}</label>
          <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {!current && <option value="">{t('billing.noCard')}</option>}
            {cards.value.map((card) => (
              <option key={card.id} value={card.id}>
                {cardText(card)}
              </option>
            ))}
          </select>
        </div>
      )}
      <FormError message={save.error} />
      <Button
        type="submit"
        variant="secondary"
        disabled={save.busy || !choice || choice === current}
      >
        {save.busy ? t('billing.saving') : t('billing.changePaymentMethod')}
      </Button>
    </form>
  );
}
