import { useEffect, useState } from 'react';
import { banUserFromEvent, revokeUserEventBan } from '../../data/callables';
import { setMutedTemporarily, watchOnlineUsers, type EventUser } from '../../data/eventUsers';
import { watchMembers, type Member } from '../../data/members';
import type { EffectiveRoles } from '../../domain/roles';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { RoleEditorModal } from './RoleEditorModal';
import './moderation.css';
import { FormError } from '../../ui/FormError';

interface PeoplePanelProps {
  eventId: string;
  uid: string;
  creatorId: string;
  myRoles: EffectiveRoles;
  onClose: () => void;
}

type Pending = { kind: 'ban' | 'revoke'; user: { uid: string; name: string } } | null;

/** Attendees online; event admins also see the banned list and can edit roles and ban. */
export function PeoplePanel({ eventId, uid, creatorId, myRoles, onClose }: PeoplePanelProps) {
  const [users, setUsers] = useState<EventUser[]>([]);
  const [members, setMembers] = useState<Map<string, Member>>(new Map());
  const [editing, setEditing] = useState<EventUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = myRoles.admin;

  useEffect(() => watchOnlineUsers(eventId, setUsers), [eventId]);
  useEffect(() => {
    if (!isAdmin) return;
    return watchMembers(eventId, (list) => setMembers(new Map(list.map((m) => [m.uid, m]))));
  }, [eventId, isAdmin]);

  const banned = [...members.values()].filter((m) => m.banned);
  const online = users.filter((u) => !members.get(u.uid)?.banned);

  async function confirm() {
    if (!pending) return;
    const action = pending.kind === 'ban' ? banUserFromEvent : revokeUserEventBan;
    const outcome = await action({ eventId, userId: pending.user.uid });
    if (!outcome.ok) setError(outcome.message);
    setPending(null);
  }

  return (
    <Modal title="Attendees" onClose={onClose}>
      <ul className="moderation-people" aria-label="Online attendees">
        {online.length === 0 && <li>Nobody else is here yet.</li>}
        {online.map((user) => (
          <li key={user.uid}>
            <span>
              {user.name}
              {user.uid === uid && ' (you)'}
              {user.mutedTemporarily && ' (muted by an admin)'}
            </span>
            {isAdmin && user.uid !== uid && user.uid !== creatorId && (
              <span className="moderation-actions">
                <Button
                  variant="secondary"
                  onClick={() =>
                    setMutedTemporarily(eventId, user.uid, !user.mutedTemporarily).catch(
                      (failure: unknown) =>
                        setError(failure instanceof Error ? failure.message : String(failure)),
                    )
                  }
                >
                  {user.mutedTemporarily ? 'Lift temporary mute' : 'Mute temporarily'}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(user)}>
                  Edit roles
                </Button>
                <Button variant="danger" onClick={() => setPending({ kind: 'ban', user })}>
                  Ban
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <>
          <h3>Banned</h3>
          <ul className="moderation-people" aria-label="Banned attendees">
            {banned.length === 0 && <li>Nobody is banned.</li>}
            {banned.map((member) => (
              <li key={member.uid}>
                <span>{member.uid}</span>
                <Button
                  variant="secondary"
                  onClick={() =>
                    setPending({ kind: 'revoke', user: { uid: member.uid, name: member.uid } })
                  }
                >
                  Revoke ban
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormError message={error} />
      {editing && (
        <RoleEditorModal
          eventId={eventId}
          userId={editing.uid}
          userName={editing.name}
          roles={members.get(editing.uid)?.roles ?? {}}
          isCreator={editing.uid === creatorId}
          onClose={() => setEditing(null)}
        />
      )}
      {pending && (
        <Modal
          title={pending.kind === 'ban' ? `Ban ${pending.user.name}?` : 'Revoke this ban?'}
          onClose={() => setPending(null)}
        >
          <p>
            {pending.kind === 'ban'
              ? 'They will be removed from the event and see a banned screen.'
              : 'They will be able to enter the event again.'}
          </p>
          <div className="events-actions">
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              variant={pending.kind === 'ban' ? 'danger' : 'primary'}
              onClick={() => void confirm()}
            >
              {pending.kind === 'ban' ? 'Ban from event' : 'Revoke ban'}
            </Button>
          </div>
        </Modal>
      )}
    </Modal>
  );
}
