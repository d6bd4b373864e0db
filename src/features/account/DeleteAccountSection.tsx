import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { SignOutModal } from '../auth';
import { ACCOUNT_DELETION_TEXTS } from './texts';
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
  switch (state.step) {
    case 'confirming':
      return (
        <>
          <p>{ACCOUNT_DELETION_TEXTS.explanation}</p>
          <FormError message={state.error} />
          <div className="ui-actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </div>
        </>
      );
    case 'counting':
      return (
        <>
          <p role="status" aria-live="polite" className="account-deletion__countdown">
            {ACCOUNT_DELETION_TEXTS.countdown(state.secondsLeft)}
          </p>
          <div className="ui-actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel deletion
            </Button>
          </div>
        </>
      );
    case 'deleting':
      return (
        <p role="status" aria-busy="true">
          {ACCOUNT_DELETION_TEXTS.deleting}
        </p>
      );
    case 'blocked':
      return (
        <>
          <p role="alert">{ACCOUNT_DELETION_TEXTS.activeSubscriptions}</p>
          <ul className="account-deletion__subscriptions">
            {state.subscriptions.flatMap(({ billingAccountId, subscriptionIds }) =>
              subscriptionIds.map((subscriptionId) => (
                <li key={`${billingAccountId}/${subscriptionId}`}>
                  <Link
                    to={`/user/billing/account/${billingAccountId}/subscription/${subscriptionId}`}
                  >
                    Subscription {subscriptionId}
                  </Link>{' '}
                  (billing account {billingAccountId})
                </li>
              )),
            )}
          </ul>
          <div className="ui-actions">
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      );
  }
}

/** /user/profile's 'Delete account': confirmation, countdown, then the deletion call. */
export function DeleteAccountSection() {
  const { state, open, close, startCountdown } = useAccountDeletion();
  const [cancelled, setCancelled] = useState(false);

  if (state.step === 'deleted') return <SignOutModal />;
  const closeModal = () => {
    setCancelled(state.step === 'counting');
    close();
  };
  return (
    <section className="account-deletion" aria-labelledby="account-deletion-title">
      <h2 id="account-deletion-title">Delete account</h2>
      <p>{ACCOUNT_DELETION_TEXTS.summary}</p>
      <Button
        variant="danger"
        onClick={() => {
          setCancelled(false);
          open();
        }}
      >
        Delete account
      </Button>
      {cancelled && <p role="status">{ACCOUNT_DELETION_TEXTS.cancelled}</p>}
      {state.step !== 'closed' && (
        <Modal
          title="Delete account"
          // Nothing closes it while the call runs: its answer decides what happens next.
          onClose={state.step === 'deleting' ? undefined : closeModal}
        >
          <DeletionModalBody state={state} onDelete={startCountdown} onClose={closeModal} />
        </Modal>
      )}
    </section>
  );
}
