import { useState } from 'react';
import { BOTS } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useBotControls } from './useBotControls';
import './admin.css';
import { useParams } from '../../ui/routing';

/**
 * /admin/event/{eventId}/bots (staff only; the account shell renders nothing for others):
 * bot movement on or off, add 10 bots, remove all bots, and how many there are.
 */
export function BotsPage() {
  const { eventId = '' } = useParams();
  const bots = useBotControls(eventId);
  const [confirming, setConfirming] = useState(false);
  const { status } = bots;

  return (
    <section className="admin-page" aria-labelledby="admin-bots-title">
      <h2 id="admin-bots-title">Bots</h2>
      <p className="admin-hint">Event {eventId}</p>
      {bots.loadError ? (
        <>
          <FormError message={bots.loadError} />
          <Button variant="secondary" onClick={bots.reload}>
            Try again
          </Button>
        </>
      ) : !status ? (
        <p role="status">Loading bots...</p>
      ) : (
        <>
          <p role="status" aria-live="polite">
            Bot count: {status.count}
          </p>
          {status.count === 0 && <p className="admin-hint">No bots in this event yet.</p>}
          <p>
            Bot movement is {status.movementEnabled ? 'enabled' : 'disabled'}.
            {status.movementEnabled && status.count > 0 && ' Bots move while this page is open.'}
          </p>
          <div className="admin-actions">
            <Button
              variant="secondary"
              disabled={bots.busy !== null}
              onClick={() => bots.setMovement(!status.movementEnabled)}
            >
              {status.movementEnabled ? 'Disable bot movement' : 'Enable bot movement'}
            </Button>
            <Button disabled={bots.busy !== null} onClick={bots.add}>
              {bots.busy === 'add' ? 'Adding...' : `Add ${BOTS.addBatch} bots`}
            </Button>
            <Button
              variant="danger"
              disabled={bots.busy !== null || status.count === 0}
              onClick={() => setConfirming(true)}
            >
              {bots.busy === 'remove' ? 'Removing...' : 'Remove all bots'}
            </Button>
          </div>
          <FormError message={bots.actionError} />
        </>
      )}
      {confirming && status && (
        <ConfirmModal
          title="Remove all bots?"
          confirmLabel="Remove all bots"
          onConfirm={bots.removeAll}
          onClose={() => setConfirming(false)}
        >
          <p>
            All {status.count} bots of this event will be deleted. People who are in the event stay.
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
