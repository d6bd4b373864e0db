import { lazy, Suspense, useState } from 'react';
import { createCustomerSetupIntent } from '../../../data/billing';
import type { BillingAccount } from '../liveBilling';
import { Button } from '../../../ui/Button';
import { FormError, useT } from '../../languages';
import { Modal } from '../../../ui/Modal';
import { useAction } from '../useAction';

// Stripe.js and Elements are a chunk of their own, loaded when a card is being added.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

interface SetupIntent {
  clientSecret: string;
  setupIntentId: string;
}

/**
 * Add card: asks the server for a SetupIntent, then shows the card form (Stripe Elements) in a
 * dialog. The intent's id is on the dialog (data-setup-intent) so the e2e can confirm it
 * through the Stripe fake when Stripe.js cannot load offline.
 */
export function AddCard({ account }: { account: BillingAccount }) {
  const t = useT();
  const start = useAction();
  const [intent, setIntent] = useState<SetupIntent | null>(null);
  const open = async () => {
    const result = await start.run(() =>
      createCustomerSetupIntent({ customerId: account.stripeCustomerId }),
    );
    if (result)
      setIntent({ clientSecret: result.client_secret, setupIntentId: result.setupIntentId });
  };
  return (
    <div className="billing-add-card">
      <Button onClick={() => void open()} disabled={start.busy}>
        {start.busy ? t('billing.preparing') : t('billing.addCard')}
      </Button>
      <FormError message={start.error} />
      {intent && (
        <Modal title={t('billing.addCard')} onClose={() => setIntent(null)}>
          <div data-setup-intent={intent.setupIntentId}>
            <Suspense fallback={<p role="status">{t('billing.loadingCardForm')}</p>}>
              <StripeCardForm
                clientSecret={intent.clientSecret}
                onDone={() => setIntent(null)}
                onCancel={() => setIntent(null)}
              />
            </Suspense>
          </div>
        </Modal>
      )}
    </div>
  );
}
