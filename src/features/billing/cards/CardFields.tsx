import { useState, type FormEvent } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '../../../ui/Button';
import { FormError, useT } from '../../languages';
import { TextField } from '../../../ui/TextField';

interface CardFieldsProps {
  clientSecret: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Name on the card and Stripe's card field; confirms the SetupIntent, Stripe's error in an alert. */
export function CardFields({ clientSecret, onDone, onCancel }: CardFieldsProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (busy || !stripe || !card) return;
    if (!name.trim()) return setError(t('billing.enterName'));
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { name: name.trim() } },
      });
      if (result.error) setError(result.error.message ?? t('billing.cardNotSaved'));
      else onDone();
    } catch {
      setError(t('billing.stripeUnreachable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="billing-card-form" noValidate>
      <TextField
        label={t('billing.nameOnCard')}
        value={name}
        onChange={setName}
        autoComplete="cc-name"
      />
      <div className="ui-field">
        <span id="billing-card-label">{t('billing.cardField')}</span>
        <div className="billing-card-element" aria-labelledby="billing-card-label">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </div>
      <FormError message={error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !stripe}>
          {busy ? t('billing.saving') : t('billing.saveCard')}
        </Button>
      </div>
    </form>
  );
}
