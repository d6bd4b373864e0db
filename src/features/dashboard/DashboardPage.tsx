import { Link } from '../../ui/routing';
import type { AccountEvent } from '../../domain/accountEvents';
import { FormError } from '../../ui/FormError';
import { InvitationCodeStep, useCanCreateEvents } from '../events';
import type { Live } from '../../ui/useLive';
import { RichText, useT } from '../languages';
import { ClosingAnnouncement } from './ClosingAnnouncement';
import { EventList } from './EventList';
import { useAccountProfile, useGlobalSettings } from './liveData';
import './dashboard.css';

function pick<T, R>(live: Live<T>, select: (value: T) => R): Live<R> {
  return live.status === 'ready' ? { status: 'ready', value: select(live.value) } : live;
}

/**
 * The person's events: those they created ('Create event' beside them for accounts that may
 * create events) and those they joined. Read from their own profile (functions keep the lists
 * there), no event. The dashboard and /user/events show it.
 */
function AccountEventLists({ uid, creator }: { uid: string; creator: boolean }) {
  const t = useT();
  const profile = useAccountProfile(uid);
  // The link's words come from the message around it (<0>...</0>), in the person's language.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  const demoLink = <a href="/demo" />;
  return (
    <div className="dashboard__lists">
      <EventList
        title={t('dashboard.yourEvents')}
        events={pick(profile, (p) => p?.createdEvents ?? ([] as AccountEvent[]))}
        action={
          creator ? (
            <Link className="ui-button" data-variant="primary" to="/create-event">
              {t('dashboard.createEvent')}
            </Link>
          ) : null
        }
        empty={
          <RichText
            id={creator ? 'dashboard.noneCreatedCreator' : 'dashboard.noneCreatedWaiting'}
            components={{ 0: demoLink }}
          />
        }
      />
      <EventList
        title={t('dashboard.joinedEvents')}
        events={pick(profile, (p) => p?.joinedEvents ?? ([] as AccountEvent[]))}
        empty={t('dashboard.noneJoined')}
      />
    </div>
  );
}

/**
 * The dashboard (/): the closing announcement, the invitation-code step for an account that
 * cannot create events, and the person's events. It reads settings/global, the person's
 * profile and users document, and no event.
 */
export function DashboardPage({ uid }: { uid: string }) {
  const t = useT();
  const settings = useGlobalSettings();
  const canCreate = useCanCreateEvents();
  // 'Create event' only for accounts that may; the others are told what they need first.
  const creator = canCreate.status === 'ready' && canCreate.value;
  const needsCode = canCreate.status === 'ready' && !canCreate.value;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      {settings.status === 'ready' && <ClosingAnnouncement settings={settings.value} />}
      {settings.status === 'error' && <FormError message={settings.message} />}
      {needsCode && <InvitationCodeStep />}
      <AccountEventLists uid={uid} creator={creator} />
    </section>
  );
}

/**
 * /user/events: the reference's placeholder route ('EVENTS LIST GOES HERE...'), given what its
 * text promises: the person's events, as the dashboard lists them.
 */
export function UserEventsPage({ uid }: { uid: string }) {
  const t = useT();
  const canCreate = useCanCreateEvents();
  return (
    <section className="dashboard" aria-labelledby="user-events-title">
      <h2 id="user-events-title">{t('dashboard.allYourEvents')}</h2>
      <AccountEventLists uid={uid} creator={canCreate.status === 'ready' && canCreate.value} />
    </section>
  );
}

/** Any address the account pages do not know: said, with the way back (not the dashboard). */
export function PageNotFound() {
  const t = useT();
  return (
    <section className="dashboard" aria-labelledby="not-found-title">
      <h2 id="not-found-title">{t('dashboard.notFoundTitle')}</h2>
      <p>{t('dashboard.notFoundText')}</p>
      <p>
        <Link to="/">{t('dashboard.backToDashboard')}</Link>
      </p>
    </section>
  );
}
