import { useState } from 'react';
import { watchUserRecord, type UserRecord } from '../../data/adminRecords';
import type { AccountEvent } from '../../domain/accountEvents';
import { eventDisplayName } from '../../domain/events';
import { isImageAvatar } from '../../domain/profile';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useLive } from '../../ui/useLive';
import { useAccountProfile } from '../dashboard';
import { AdminBackLink } from './AdminBackLink';
import { useUserAccount } from './useUserAccount';

/** admin-getUserEmail's answer for an id with no account (functions/src/admin/getUserEmail.ts). */
const USER_MISSING = "This user doesn't exist.";
import './admin.css';
import { Link, useParams } from '../../ui/routing';

function EventLinks({ title, events }: { title: string; events: AccountEvent[] }) {
  return (
    <>
      <h4>{title}</h4>
      {events.length === 0 ? (
        <p className="admin-hint">None.</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.eventId}>
              <Link to={`/admin/event/${event.eventId}`}>
                {eventDisplayName({ id: event.eventId, name: event.name, slug: event.slug })}
              </Link>{' '}
              <span className="admin-hint">/event/{event.slug}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /admin/users/{userId} (staff): the e-mail (admin-getUserEmail), the profile, the events
 * created and joined, the create-events permission and the staff flag, which staff grant or
 * revoke (revoking asks first).
 */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const user = useUserAccount(userId);
  const profile = useAccountProfile(userId);
  const record = useLive<UserRecord | null>(
    (next, fail) => watchUserRecord(userId, next, fail),
    [userId],
  );
  const [confirming, setConfirming] = useState(false);
  const p = profile.status === 'ready' ? profile.value : null;

  if (user.missing) {
    return (
      <section className="admin-page" aria-labelledby="admin-user-title">
        <h2 id="admin-user-title">User</h2>
        <p className="admin-hint">User id {userId}</p>
        <p role="status">{USER_MISSING}</p>
        <AdminBackLink />
      </section>
    );
  }

  return (
    <section className="admin-page" aria-labelledby="admin-user-title">
      <h2 id="admin-user-title">User</h2>
      <p className="admin-hint">User id {userId}</p>

      <h3>Account</h3>
      {user.loadError ? (
        <>
          <FormError message={user.loadError} />
          <Button variant="secondary" onClick={user.reload}>
            Try again
          </Button>
        </>
      ) : !user.account ? (
        <p role="status">Loading account...</p>
      ) : (
        <dl className="admin-facts">
          <dt>E-mail</dt>
          <dd>{user.account.email ?? 'No e-mail (anonymous or phone account)'}</dd>
          <dt>Staff</dt>
          <dd>{user.account.staff ? 'Yes' : 'No'}</dd>
          <dt>Can create events</dt>
          <dd>
            {record.status === 'loading'
              ? 'Loading...'
              : record.status === 'error'
                ? record.message
                : record.value?.createEvents
                  ? 'Yes'
                  : 'No'}
          </dd>
        </dl>
      )}
      {user.account && (
        <div className="admin-actions">
          <Button
            variant={user.account.staff ? 'danger' : 'primary'}
            disabled={user.changing}
            onClick={() => (user.account?.staff ? setConfirming(true) : user.changeStaff(true))}
          >
            {user.changing ? 'Saving...' : user.account.staff ? 'Revoke staff' : 'Grant staff'}
          </Button>
        </div>
      )}
      <FormError message={user.changeError} />

      <h3>Profile</h3>
      {profile.status === 'loading' ? (
        <p role="status">Loading profile...</p>
      ) : profile.status === 'error' ? (
        <FormError message={profile.message} />
      ) : !p ? (
        <p className="admin-hint">This user has no profile.</p>
      ) : (
        <>
          {isImageAvatar(p.avatar) && (
            <img src={p.avatar} alt="The user's avatar" width={72} height={72} />
          )}
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>{p.name || '—'}</dd>
            <dt>Nickname</dt>
            <dd>{p.nickname || '—'}</dd>
            <dt>Pronouns</dt>
            <dd>{p.pronouns || '—'}</dd>
            <dt>Bio</dt>
            <dd>{p.bio || '—'}</dd>
            {p.avatar && !isImageAvatar(p.avatar) && (
              <>
                <dt>Avatar</dt>
                <dd>{p.avatar}</dd>
              </>
            )}
          </dl>
          <h3>Events</h3>
          <EventLinks title="Created" events={p.createdEvents} />
          <EventLinks title="Joined" events={p.joinedEvents} />
        </>
      )}

      {confirming && (
        <ConfirmModal
          title="Revoke staff?"
          confirmLabel="Revoke staff"
          onConfirm={() => user.changeStaff(false)}
          onClose={() => setConfirming(false)}
        >
          <p>
            {user.account?.email ?? userId} loses access to the admin pages and staff tools when
            their sign-in next refreshes (within 10 minutes).
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
