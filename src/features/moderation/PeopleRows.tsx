import type { ReactNode } from 'react';
import type { BannedMember } from '../../data/attendees';
import type { EventUser } from '../../data/eventUsers';
import { PERSON_AUDIO_TEXT } from '../../domain/voice/peerAudio';
import { Button } from '../../ui/Button';
import { useVoiceState } from '../voice';

/** An event admin's actions on an online attendee: in their row and in their popup. */
export interface OnlineActionHandlers {
  onToggleMute: (user: EventUser) => void;
  onEditRoles: (user: EventUser) => void;
  onBan: (user: EventUser) => void;
}

export function OnlineActions({
  user,
  onToggleMute,
  onEditRoles,
  onBan,
}: { user: EventUser } & OnlineActionHandlers) {
  return (
    <>
      <Button variant="secondary" onClick={() => onToggleMute(user)}>
        {user.mutedTemporarily ? 'Lift temporary mute' : 'Mute temporarily'}
      </Button>
      <Button variant="secondary" onClick={() => onEditRoles(user)}>
        Edit roles
      </Button>
      <Button variant="danger" onClick={() => onBan(user)}>
        Ban
      </Button>
    </>
  );
}

/**
 * How this person's audio reaches the viewer (when they are around: what voice knows), with a
 * Retry when it cannot connect.
 */
function PersonAudioMark({ id }: { id: string }) {
  const { people, retryPerson } = useVoiceState();
  const audio = people.get(id);
  if (!audio) return null;
  return (
    <span className="moderation-audio">
      {' · '}
      {PERSON_AUDIO_TEXT[audio.state]}
      {audio.state === 'cannotConnect' && (
        <button type="button" onClick={() => retryPerson(id)}>
          Retry
        </button>
      )}
    </span>
  );
}

/** A person's name: a button that opens their popup. */
function NameButton({ children, onOpen }: { children: ReactNode; onOpen: () => void }) {
  return (
    <button type="button" className="moderation-name-button" onClick={onOpen}>
      {children}
    </button>
  );
}

interface OnlineRowProps extends OnlineActionHandlers {
  user: EventUser;
  isYou: boolean;
  /** Their hand is raised (a talk's question), as the world sees it around the viewer. */
  hand: boolean;
  /** No keep-alive for over 2 minutes: the tab may be gone (a check is on its way). */
  potentiallyOffline: boolean;
  /** Event admins act on others, never on themselves or the creator. */
  canModerate: boolean;
  /** The room they stand in, as named (absent while the event has one room). */
  room?: string;
  onOpen: (user: EventUser) => void;
}

/** One online attendee: the name with its marks, and an admin's actions. */
export function OnlineRow({
  user,
  isYou,
  hand,
  potentiallyOffline,
  canModerate,
  room,
  onOpen,
  ...actions
}: OnlineRowProps) {
  return (
    <>
      <NameButton onOpen={() => onOpen(user)}>
        {hand && <span aria-hidden="true">✋ </span>}
        <bdi>{user.name}</bdi>
        {isYou && ' (you)'}
        {hand && ' (hand raised)'}
        {user.mutedTemporarily && ' (muted by an admin)'}
        {potentiallyOffline && ' (potentially offline)'}
      </NameButton>
      {/* Beside the name, not in its button: the button says who, the row says where. */}
      <PersonAudioMark id={user.uid} />
      {room && (
        <span className="moderation-room">
          {/* The leading space keeps the row's text 'Alice in Hall'; flex drops it on screen. */}
          {' in '}
          <bdi>{room}</bdi>
        </span>
      )}
      {canModerate && (
        <>
          <span className="moderation-actions">
            <OnlineActions user={user} {...actions} />
          </span>
          {/* In a narrow list (a phone) the actions do not fit beside the name: one button
              opens the person's popup, which holds them all (moderation.css). */}
          <Button
            variant="secondary"
            className="moderation-more"
            aria-label={`Actions for ${user.name}`}
            onClick={() => onOpen(user)}
          >
            Actions
          </Button>
        </>
      )}
    </>
  );
}

/** One attendee who left: the name, which opens their popup. */
export function OfflineRow({
  user,
  onOpen,
}: {
  user: EventUser;
  onOpen: (user: EventUser) => void;
}) {
  return <NameButton onOpen={() => onOpen(user)}>{user.name}</NameButton>;
}

/** One banned member (by name: never their id) with the admin's way back in. */
export function BannedRow({
  member,
  onOpen,
  onRevoke,
}: {
  member: BannedMember;
  onOpen: (member: BannedMember) => void;
  onRevoke: (member: BannedMember) => void;
}) {
  return (
    <>
      <NameButton onOpen={() => onOpen(member)}>{member.name}</NameButton>
      <Button variant="secondary" onClick={() => onRevoke(member)}>
        Revoke ban
      </Button>
    </>
  );
}
