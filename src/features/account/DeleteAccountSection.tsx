import { useState } from 'react';
import { Link } from '../../ui/routing';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { SignOutModal } from '../auth';
import { ACCOUNT_DELETION_DELAY_MS } from '../../domain/constants';
import { useT } from '../languages';
import { useAccountDeletion, type DeletionStep } from './useAccountDeletion';
import './account.css';

type OpenStep = Exclude<DeletionStep, { step: 'closed' | 'deleted' }>;

function DeletionModalBody({
  state,
  onDelete,
  onClose,
}: {
  state: OpenStep;
  onDelete: () => void;
  onClose: () => void;
}) {
  const t = useT();
  switch (state.step) {
    case 'confirming':
      return (
        <>
          <p>{t('deletion.explanation', { seconds: ACCOUNT_DELETION_DELAY_MS / 1000 })}</p>
          <FormError message={state.error && t('deletion.failed', { reason: state.error })} />
          <div className="ui-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={onDelete}>
              {t('deletion.delete')}
            </Button>
          </div>
        </>
      );
    case 'counting':
      return (
        <>
          <p role="status" aria-live="polite" className="account-deletion__countdown">
            {t('deletion.countdown', { seconds: state.secondsLeft })}
          </p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('deletion.cancelDeletion')}
            </Button>
          </div>
        </>
      );
    case 'deleting':
      return (
        <p role="status" aria-busy="true">
          {t('deletion.deleting')}
        </p>
      );
    case 'blocked':
      return (
        <>
          <p role="alert">{t('deletion.activeSubscriptions')}</p>
          <ul className="account-deletion__subscriptions">
            {state.subscriptions.flatMap(({ billingAccountId, subscriptionIds }) =>
              subscriptionIds.map((subscriptionId) => (
                <li key={`${billingAccountId}/${subscriptionId}`}>
                  <Link
                    to={`/user/billing/account/${billingAccountId}/subscription/${subscriptionId}`}
                  >
                    {t('deletion.subscription', { subscriptionId })}
                  </Link>{' '}
                  {t('deletion.billingAccount', { billingAccountId })}
                </li>
              )),
            )}
          </ul>
          <div className="ui-actions">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      );
  }
}

/** /user/profile's 'Delete account': confirmation, countdown, then the deletion call. */
export function DeleteAccountSection() {
  const t = useT();
  const { state, open, close, startCountdown } = useAccountDeletion();
  const [cancelled, setCancelled] = useState(false);

  if (state.step === 'deleted') {
    return <SignOutModal title={t('account.signOut')} text={t('auth.signingOut')} />;
  }
  const closeModal = () => {
    setCancelled(state.step === 'counting');
    close();
  };
  return (
    <section className="account-deletion" aria-labelledby="account-deletion-title">
      <h2 id="account-deletion-title">{t('deletion.title')}</h2>
      <p>{t('deletion.summary')}</p>
      <Button
        variant="danger"
        onClick={() => {
          setCancelled(false);
          open();
        }}
      >
        {t('deletion.title')}
      </Button>
      {cancelled && <p role="status">{t('deletion.cancelled')}</p>}
      {state.step !== 'closed' && (
        <Modal
          title={t('deletion.title')}
          // Nothing closes it while the call runs: its answer decides what happens next.
          onClose={state.step === 'deleting' ? undefined : closeModal}
        >
          <DeletionModalBody state={state} onDelete={startCountdown} onClose={closeModal} />
        </Modal>
      )}
    </section>
  );
}
