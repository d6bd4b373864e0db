import { useState } from 'react';
import { setUserRoles } from '../../data/callables';
import {
  effectiveRoles,
  isImplied,
  ROLE_IDS,
  ROLE_LABELS,
  type RoleFlags,
} from '../../domain/roles';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormError } from '../../ui/FormError';

interface RoleEditorModalProps {
  eventId: string;
  userId: string;
  userName: string;
  roles: RoleFlags;
  isCreator: boolean;
  onClose: () => void;
}

/**
 * Roles listed with checkboxes; implied roles are shown faded and locked. The reference also
 * printed each role's id beside its label; people read labels, so the ids stay out of the dialog.
 */
export function RoleEditorModal({
  eventId,
  userId,
  userName,
  roles,
  isCreator,
  onClose,
}: RoleEditorModalProps) {
  const [explicit, setExplicit] = useState<RoleFlags>(roles);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const effective = effectiveRoles(explicit, isCreator);

  async function save() {
    setBusy(true);
    setError(null);
    const outcome = await setUserRoles({
      eventId,
      userId,
      roles: {
        admin: explicit.admin === true,
        eventOrganiser: explicit.eventOrganiser === true,
        roomEditor: explicit.roomEditor === true,
        stageSpeaker: explicit.stageSpeaker === true,
        videoController: explicit.videoController === true,
      },
    });
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  }

  return (
    <Modal title={`Edit roles of ${userName}`} onClose={onClose}>
      <ul className="moderation-roles">
        {ROLE_IDS.map((role) => {
          const locked = isImplied(role, explicit, isCreator);
          return (
            <li key={role} data-locked={locked}>
              <label>
                <input
                  type="checkbox"
                  checked={effective[role]}
                  disabled={locked || busy}
                  onChange={(e) => setExplicit({ ...explicit, [role]: e.target.checked })}
                />
                {ROLE_LABELS[role]}
              </label>
            </li>
          );
        })}
      </ul>
      <FormError message={error} />
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving...' : 'Save roles'}
        </Button>
      </div>
    </Modal>
  );
}
