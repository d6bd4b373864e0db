import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { cardText } from '../cards/cardText';
import { usePaymentMethods, type BillingAccount } from '../liveBilling';

interface PaymentStepProps {
  account: BillingAccount;
  error: string | null;
  onBack: () => void;
  onSubscribe: (paymentMethodId: string) => void;
}

/** Which card pays (the account's default first chosen); Subscribe creates the subscription. */
export function PaymentStep({ account, error, onBack, onSubscribe }: PaymentStepProps) {
  const cards = usePaymentMethods(account.id);
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = cards.status === 'ready' ? cards.value : [];
  const selected =
    chosen ?? list.find((c) => c.id === account.defaultPaymentMethod)?.id ?? list[0]?.id ?? null;
  return (
    <div className="billing-wizard">
      {cards.status === 'loading' && <p role="status">Loading data...</p>}
      {cards.status === 'error' && <FormError message={cards.message} />}
      {cards.status === 'ready' && list.length === 0 && (
        <p>
          This account has no card yet: close this dialog and use Add card under Payment Methods.
        </p>
      )}
      {list.length > 0 && (
        <fieldset className="billing-plans">
          <legend>Select a payment method</legend>
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
          Back
        </Button>
        <Button disabled={!selected} onClick={() => selected && onSubscribe(selected)}>
          Subscribe
        </Button>
      </div>
    </div>
  );
}
