import { Link } from 'react-router-dom';
import type { AccountEvent } from '../../domain/accountEvents';
import { FormError } from '../../ui/FormError';
import { InvitationCodeStep, useCanCreateEvents } from '../events';
import type { Live } from '../../ui/useLive';
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
  const profile = useAccountProfile(uid);
  return (
    <div className="dashboard__lists">
      <EventList
        title="Your Events"
        events={pick(profile, (p) => p?.createdEvents ?? ([] as AccountEvent[]))}
        action={
          creator ? (
            <Link className="ui-button" data-variant="primary" to="/create-event">
              Create event
            </Link>
          ) : null
        }
        empty={
          creator ? (
            <>
              You have not created an event yet. Create one with the Create event button, or{' '}
              <a href="/demo">try the demo world</a> first.
            </>
          ) : (
            <>
              You have not created an event yet. <a href="/demo">Try the demo world</a> while you
              wait for an invitation.
            </>
          )
        }
      />
      <EventList
        title="Joined Events"
        events={pick(profile, (p) => p?.joinedEvents ?? ([] as AccountEvent[]))}
        empty="Events you join appear here. Open an event's link to join it."
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
  const settings = useGlobalSettings();
  const canCreate = useCanCreateEvents();
  // 'Create event' only for accounts that may; the others are told what they need first.
  const creator = canCreate.status === 'ready' && canCreate.value;
  const needsCode = canCreate.status === 'ready' && !canCreate.value;
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
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
  const canCreate = useCanCreateEvents();
  return (
    <section className="dashboard" aria-labelledby="user-events-title">
      <h2 id="user-events-title">All your events</h2>
      <AccountEventLists uid={uid} creator={canCreate.status === 'ready' && canCreate.value} />
    </section>
  );
}

/** Any address the account pages do not know: said, with the way back (not the dashboard). */
export function PageNotFound() {
  return (
    <section className="dashboard" aria-labelledby="not-found-title">
      <h2 id="not-found-title">Page not found</h2>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </section>
  );
}
