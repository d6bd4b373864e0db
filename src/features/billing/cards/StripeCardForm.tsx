import { useEffect, useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { Button } from '../../../ui/Button';
import { useT } from '../../languages';
import { loadStripeBounded, publishableKey, type StripeLoad } from './stripeLoader';
import { CardFields } from './CardFields';

interface StripeCardFormProps {
  clientSecret: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The card form: Stripe.js (loaded on demand, bounded wait), then Elements with a name field
 * and the card field (postal code hidden). Without a key or without Stripe it says why, and the
 * dialog can be closed: the rest of the page keeps working.
 */
export default function StripeCardForm({ clientSecret, onDone, onCancel }: StripeCardFormProps) {
  const t = useT();
  const key = publishableKey();
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    setLoad({ status: 'loading' });
    void loadStripeBounded(key).then((result) => live && setLoad(result));
    return () => {
      live = false;
    };
  }, [key, attempt]);

  if (!key || load.status === 'failed') {
    return (
      <>
        <p
          className="ui-error"
          role="alert"
          data-stripe-state={key ? 'unreachable' : 'unconfigured'}
        >
          {key ? t('billing.stripe.unreachable') : t('billing.stripe.notConfigured')}
        </p>
        <div className="ui-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.close')}
          </Button>
          {key && <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.tryAgain')}</Button>}
        </div>
      </>
    );
  }
  if (load.status === 'loading') return <p role="status">{t('billing.loadingCardForm')}</p>;
  return (
    <Elements stripe={load.stripe} options={{ clientSecret }}>
      <CardFields clientSecret={clientSecret} onDone={onDone} onCancel={onCancel} />
    </Elements>
  );
}
