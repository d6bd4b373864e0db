import { useState } from 'react';
import { banUserFromEvent, revokeUserEventBan } from '../../data/callables';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';

export interface BanRequest {
  kind: 'ban' | 'revoke';
  user: { uid: string; name: string };
}

interface BanConfirmModalProps {
  eventId: string;
  request: BanRequest;
  /** The call succeeded: the lists drop the person. */
  onDone: (request: BanRequest) => void;
  onClose: () => void;
}

/**
 * Asks before a ban or a revoke, then makes the call. It stays open while the call is under
 * way ('Banning...') and, when the call fails (the server unreachable, say), says why and keeps
 * the button to try again; it closes only on success or on Cancel.
 */
export function BanConfirmModal({ eventId, request, onDone, onClose }: BanConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ban = request.kind === 'ban';

  async function confirm() {
    setBusy(true);
    setError(null);
    const action = ban ? banUserFromEvent : revokeUserEventBan;
    const outcome = await action({ eventId, userId: request.user.uid });
    setBusy(false);
    if (outcome.ok) onDone(request);
    else setError(outcome.message);
  }

  const label = ban ? 'Ban from event' : 'Revoke ban';
  return (
    <Modal title={ban ? `Ban ${request.user.name}?` : 'Revoke this ban?'} onClose={onClose}>
      <p>
        {ban
          ? 'They will be removed from the event and see a banned screen.'
          : 'They will be able to enter the event again.'}
      </p>
      <FormError message={error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={ban ? 'danger' : 'primary'} disabled={busy} onClick={() => void confirm()}>
          {busy ? (ban ? 'Banning...' : 'Revoking...') : error ? 'Try again' : label}
        </Button>
      </div>
    </Modal>
  );
}
