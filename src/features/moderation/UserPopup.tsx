import { useEffect, useState, type ReactNode } from 'react';
import { readProfile } from '../../data/profiles';
import { initialOf } from '../../domain/names';
import { isImageAvatar, type ProfileFields } from '../../domain/profileFields';
import { ROLE_LABELS } from '../../domain/roles';
import { Modal } from '../../ui/Modal';
import { FormError } from '../../ui/FormError';
import { CloseActions } from '../../ui/CloseActions';

/** Whom the popup is about, as the list that opened it knows them. */
export interface PopupPerson {
  uid: string;
  /** The name in this event (the profile's name when they have none here). */
  name: string;
  banned: boolean;
  /** Whether they created the event (the status says so instead of 'Attendee'). */
  creator?: boolean;
  /** The room they stand in, as named, when they are online in an event of several rooms. */
  room?: string;
}

interface UserPopupProps {
  person: PopupPerson;
  onClose: () => void;
  /** An event admin's actions on this person (none for others, oneself or the creator). */
  actions?: ReactNode;
  /** Why the last of those actions failed. */
  actionError?: string | null;
}

/** The reference's statuses, and the event's creator named as its organiser (issue 30 #16). */
function statusOf(person: PopupPerson): string {
  if (person.banned) return 'Banned';
  return person.creator ? ROLE_LABELS.eventOrganiser : 'Attendee';
}

/**
 * The reference's user popup: avatar, name, pronouns, bio and status 'Banned' or 'Attendee'.
 * The profile is read once when it opens (profiles are readable by any signed-in user).
 */
export function UserPopup({ person, onClose, actions, actionError = null }: UserPopupProps) {
  const [profile, setProfile] = useState<ProfileFields | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readProfile(person.uid).then(
      (read) => live && setProfile(read),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [person.uid]);

  return (
    <Modal title={person.name || profile?.name || 'Attendee'} onClose={onClose}>
      <div className="user-popup">
        {profile && isImageAvatar(profile.avatar) ? (
          <img src={profile.avatar} alt={`${person.name}'s avatar`} width={72} height={72} />
        ) : (
          <span className="user-popup__no-image" aria-hidden="true">
            {initialOf(person.name)}
          </span>
        )}
        <dl className="user-popup__facts">
          <dt>Status</dt>
          <dd>{statusOf(person)}</dd>
          {person.room && (
            <>
              <dt>Room</dt>
              <dd>
                <bdi>{person.room}</bdi>
              </dd>
            </>
          )}
          {profile?.name && profile.name !== person.name && (
            <>
              <dt>Name</dt>
              <dd>{profile.name}</dd>
            </>
          )}
          {profile?.pronouns && (
            <>
              <dt>Pronouns</dt>
              <dd>{profile.pronouns}</dd>
            </>
          )}
          {profile?.bio && (
            <>
              <dt>Bio</dt>
              <dd className="user-popup__bio">{profile.bio}</dd>
            </>
          )}
        </dl>
      </div>
      {profile === null && !error && <p role="status">Loading...</p>}
      <FormError message={error} />
      {actions && <div className="moderation-actions user-popup__actions">{actions}</div>}
      <FormError message={actionError} />
      <CloseActions onClose={onClose} />
    </Modal>
  );
}
