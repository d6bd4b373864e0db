import { useState } from 'react';
import { watchUserRecord, type UserRecord } from '../../data/adminRecords';
import type { AccountEvent } from '../../domain/accountEvents';
import { eventDisplayName } from '../../domain/events';
import { isImageAvatar } from '../../domain/profile';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useLive } from '../../ui/useLive';
import { useAccountProfile } from '../dashboard';
import { FormError, useErrorText, useT } from '../languages';
import { AdminBackLink } from './AdminBackLink';
import { useUserAccount } from './useUserAccount';

import './admin.css';
import { Link, useParams } from '../../ui/routing';

/** An event's address (a path, not words: the same in every language). */
const eventPath = (slug: string) => `/event/${slug}`;

function EventLinks({ title, events }: { title: string; events: AccountEvent[] }) {
  const t = useT();
  return (
    <>
      <h4>{title}</h4>
      {events.length === 0 ? (
        <p className="admin-hint">{t('admin.none')}</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.eventId}>
              <Link to={`/admin/event/${event.eventId}`}>
                {eventDisplayName({ id: event.eventId, name: event.name, slug: event.slug })}
              </Link>{' '}
              <span className="admin-hint">{eventPath(event.slug)}</span>
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
  const t = useT();
  const errorText = useErrorText();
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
        <h2 id="admin-user-title">{t('admin.user')}</h2>
        <p className="admin-hint">{t('admin.userId', { userId })}</p>
        <p role="status">{t('admin.userMissing')}</p>
        <AdminBackLink />
      </section>
    );
  }

  return (
    <section className="admin-page" aria-labelledby="admin-user-title">
      <h2 id="admin-user-title">{t('admin.user')}</h2>
      <p className="admin-hint">{t('admin.userId', { userId })}</p>

      <h3>{t('admin.account')}</h3>
      {user.loadError ? (
        <>
          <FormError message={user.loadError} />
          <Button variant="secondary" onClick={user.reload}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : !user.account ? (
        <p role="status">{t('admin.loadingAccount')}</p>
      ) : (
        <dl className="admin-facts">
          <dt>{t('admin.email')}</dt>
          <dd>{user.account.email ?? t('admin.noEmail')}</dd>
          <dt>{t('admin.staff')}</dt>
          <dd>{user.account.staff ? t('common.yes') : t('common.no')}</dd>
          <dt>{t('admin.canCreateEvents')}</dt>
          <dd>
            {record.status === 'loading'
              ? t('common.loading')
              : record.status === 'error'
                ? errorText(record.message)
                : record.value?.createEvents
                  ? t('common.yes')
                  : t('common.no')}
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
            {user.changing
              ? t('common.saving')
              : user.account.staff
                ? t('admin.revokeStaff')
                : t('admin.grantStaff')}
          </Button>
        </div>
      )}
      <FormError message={user.changeError} />

      <h3>{t('admin.profile')}</h3>
      {profile.status === 'loading' ? (
        <p role="status">{t('admin.loadingProfile')}</p>
      ) : profile.status === 'error' ? (
        <FormError message={profile.message} />
      ) : !p ? (
        <p className="admin-hint">{t('admin.noProfile')}</p>
      ) : (
        <>
          {isImageAvatar(p.avatar) && (
            <img src={p.avatar} alt={t('admin.userAvatar')} width={72} height={72} />
          )}
          <dl className="admin-facts">
            <dt>{t('admin.name')}</dt>
            <dd>{p.name || '—'}</dd>
            <dt>{t('admin.nickname')}</dt>
            <dd>{p.nickname || '—'}</dd>
            <dt>{t('admin.pronouns')}</dt>
            <dd>{p.pronouns || '—'}</dd>
            <dt>{t('admin.bio')}</dt>
            <dd>{p.bio || '—'}</dd>
            {p.avatar && !isImageAvatar(p.avatar) && (
              <>
                <dt>{t('admin.avatar')}</dt>
                <dd>{p.avatar}</dd>
              </>
            )}
          </dl>
          <h3>{t('admin.events')}</h3>
          <EventLinks title={t('admin.created')} events={p.createdEvents} />
          <EventLinks title={t('admin.joined')} events={p.joinedEvents} />
        </>
      )}

      {confirming && (
        <ConfirmModal
          title={t('admin.revokeStaffQuestion')}
          confirmLabel={t('admin.revokeStaff')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => user.changeStaff(false)}
          onClose={() => setConfirming(false)}
        >
          <p>{t('admin.revokeStaffText', { who: user.account?.email ?? userId })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
