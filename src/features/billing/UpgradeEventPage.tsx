import { useEffect, useRef, useState } from 'react';
import { Redirect, useParams } from '../../ui/routing';
import { createUserStripeCustomerAndStoreIt, watchOwnedBillingAccounts } from '../../data/billing';
import { readPrimaryBillingAccount } from '../../data/billingLinks';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { liveErrorMessage } from '../../ui/useLive';

type Found =
  | { status: 'finding' }
  | { status: 'found'; accountId: string }
  | { status: 'failed'; message: string };

/** The user's primary billing account, else their first, else a new one (reference). */
async function findOrCreateAccount(uid: string): Promise<Found> {
  try {
    const owned = await new Promise<string[]>((resolve, reject) => {
      const stop = watchOwnedBillingAccounts(
        uid,
        (accounts) => {
          stop();
          resolve(accounts.map((a) => a.id).sort());
        },
        reject,
      );
    });
    const primary = await readPrimaryBillingAccount(uid).catch(() => null);
    const existing = primary && owned.includes(primary) ? primary : owned[0];
    if (existing) return { status: 'found', accountId: existing };
    const created = await createUserStripeCustomerAndStoreIt({ accountName: '' });
    if (!created.ok) return { status: 'failed', message: created.message };
    return { status: 'found', accountId: created.data.billingAccountId };
  } catch (error) {
    return { status: 'failed', message: liveErrorMessage(error as Error) };
  }
}

/**
 * /user/billing/upgrade-event/{eventId}: finds or creates a billing account, then goes to
 * /user/billing/account/{a}/create/{eventId}, which opens the upgrade modal.
 */
export default function UpgradeEventPage({ uid }: { uid: string }) {
  const t = useT();
  const { eventId = '' } = useParams();
  const [found, setFound] = useState<Found>({ status: 'finding' });
  const started = useRef(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // Once per attempt (StrictMode runs effects twice; two accounts must not be created).
    if (started.current) return;
    started.current = true;
    void findOrCreateAccount(uid).then(setFound);
  }, [uid, attempt]);

  if (found.status === 'found') {
    return <Redirect replace to={`/user/billing/account/${found.accountId}/create/${eventId}`} />;
  }
  return (
    <section className="billing-page" aria-labelledby="billing-upgrade-title">
      <h2 id="billing-upgrade-title">{t('billing.upgradeEvent')}</h2>
      {found.status === 'finding' && <p role="status">{t('billing.finding')}</p>}
      {found.status === 'failed' && (
        <>
          <FormError message={found.message} />
          <Button
            onClick={() => {
              started.current = false;
              setFound({ status: 'finding' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.tryAgain')}
          </Button>
        </>
      )}
    </section>
  );
}
