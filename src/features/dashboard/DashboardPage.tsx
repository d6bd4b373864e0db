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
 * The dashboard (/ and every unmatched account route): the closing announcement, the events
 * the person created and those they joined. It reads two documents, settings/global and the
 * person's own profile (functions keep the event lists there), and no event.
 */
export function DashboardPage({ uid }: { uid: string }) {
  const profile = useAccountProfile(uid);
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
    </section>
  );
}
