import type { BannedMember } from '../../data/attendees';
import type { EventUser } from '../../data/eventUsers';
import { Button } from '../../ui/Button';

interface OnlineRowProps {
  user: EventUser;
  isYou: boolean;
  /** No keep-alive for over 2 minutes: the tab may be gone (a check is on its way). */
  potentiallyOffline: boolean;
  /** Event admins act on others, never on themselves or the creator. */
  canModerate: boolean;
  onToggleMute: (user: EventUser) => void;
  onEditRoles: (user: EventUser) => void;
  onBan: (user: EventUser) => void;
}

/** One online attendee: the name with its marks, and an admin's actions. */
export function OnlineRow({
  user,
  isYou,
  potentiallyOffline,
  canModerate,
  onToggleMute,
  onEditRoles,
  onBan,
}: OnlineRowProps) {
  return (
    <>
      <span className="moderation-name">
        {user.name}
        {isYou && ' (you)'}
        {user.mutedTemporarily && ' (muted by an admin)'}
        {potentiallyOffline && ' (potentially offline)'}
      </span>
      {canModerate && (
        <span className="moderation-actions">
          <Button variant="secondary" onClick={() => onToggleMute(user)}>
            {user.mutedTemporarily ? 'Lift temporary mute' : 'Mute temporarily'}
          </Button>
          <Button variant="secondary" onClick={() => onEditRoles(user)}>
            Edit roles
          </Button>
          <Button variant="danger" onClick={() => onBan(user)}>
            Ban
          </Button>
        </span>
      )}
    </>
  );
}

/** One attendee who left: the name only (nothing to moderate while they are away). */
export function OfflineRow({ user }: { user: EventUser }) {
  return <span className="moderation-name">{user.name}</span>;
}

/** One banned member (by name: never their id) with the admin's way back in. */
export function BannedRow({
  member,
  onRevoke,
}: {
  member: BannedMember;
  onRevoke: (member: BannedMember) => void;
}) {
  return (
    <>
      <span className="moderation-name">{member.name}</span>
      <Button variant="secondary" onClick={() => onRevoke(member)}>
        Revoke ban
      </Button>
    </>
  );
}
