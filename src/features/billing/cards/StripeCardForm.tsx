import { useEffect, useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { Button } from '../../../ui/Button';
import { loadStripeBounded, publishableKey, STRIPE_TEXTS, type StripeLoad } from './stripeLoader';
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
          {key ? STRIPE_TEXTS.unreachable : STRIPE_TEXTS.notConfigured}
        </p>
        <div className="ui-actions">
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
          {key && <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
        </div>
      </>
    );
  }
  if (load.status === 'loading') return <p role="status">Loading the card form...</p>;
  return (
    <Elements stripe={load.stripe} options={{ clientSecret }}>
      <CardFields clientSecret={clientSecret} onDone={onDone} onCancel={onCancel} />
    </Elements>
  );
}
