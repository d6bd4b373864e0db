import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../languages';
import { useBillingTexts } from '../formats';
import { usePaymentMethods, type BillingAccount } from '../liveBilling';

interface PaymentStepProps {
  account: BillingAccount;
  error: string | null;
  onBack: () => void;
  onSubscribe: (paymentMethodId: string) => void;
}

/** Which card pays (the account's default first chosen); Subscribe creates the subscription. */
export function PaymentStep({ account, error, onBack, onSubscribe }: PaymentStepProps) {
  const { t, card: cardText } = useBillingTexts();
  const cards = usePaymentMethods(account.id);
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = cards.status === 'ready' ? cards.value : [];
  const selected =
    chosen ?? list.find((c) => c.id === account.defaultPaymentMethod)?.id ?? list[0]?.id ?? null;
  return (
    <div className="billing-wizard">
      {cards.status === 'loading' && <p role="status">{t('common.loadingData')}</p>}
      {cards.status === 'error' && <FormError message={cards.message} />}
      {cards.status === 'ready' && list.length === 0 && <p>{t('billing.noCardYet')}</p>}
      {list.length > 0 && (
        <fieldset className="billing-plans">
          <legend>{t('billing.selectPaymentMethod')}</legend>
          {list.map((card) => (
            <label key={card.id} className="billing-choice">
              <input
                type="radio"
                name={`${id}-card`}
                value={card.id}
                checked={selected === card.id}
                onChange={() => setChosen(card.id)}
              />
              <span>{cardText(card)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <FormError message={error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('billing.back')}
        </Button>
        <Button disabled={!selected} onClick={() => selected && onSubscribe(selected)}>
          {t('billing.subscribe')}
        </Button>
      </div>
    </div>
  );
}
