import { Link } from 'react-router-dom';
import type { AccountEvent } from '../../domain/accountEvents';
import { FormError } from '../../ui/FormError';
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
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
      {settings.status === 'ready' && <ClosingAnnouncement settings={settings.value} />}
      {settings.status === 'error' && <FormError message={settings.message} />}
      <div className="dashboard__lists">
        <EventList
          title="Your Events"
          events={pick(profile, (p) => p?.createdEvents ?? ([] as AccountEvent[]))}
          action={
            <Link className="ui-button" data-variant="primary" to="/create-event">
              Create event
            </Link>
          }
          empty={
            <>
              You have not created an event yet. Create one with the Create event button, or{' '}
              <a href="/demo">try the demo world</a> first.
            </>
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
