import { watchEventDocument } from '../../data/adminRecords';
import { eventDisplayName } from '../../domain/events';
import { FormError } from '../../ui/FormError';
import { useLive } from '../../ui/useLive';
import { AudioUsedText } from '../quota';
import { AdminBackLink } from './AdminBackLink';
import { AudioPlanForm } from './AudioPlanForm';
import './admin.css';
import { Link, useParams } from '../../ui/routing';

type EventData = Record<string, unknown>;

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/** A map's fields as dt/dd pairs (nested values as JSON). */
function Fields({ map }: { map: unknown }) {
  const entries =
    map && typeof map === 'object' ? Object.entries(map as Record<string, unknown>) : [];
  if (entries.length === 0) return <dd>—</dd>;
  return (
    <dd>
      <dl className="admin-facts admin-facts--nested">
        {entries
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{typeof value === 'object' ? JSON.stringify(value) : text(value)}</dd>
            </div>
          ))}
      </dl>
    </dd>
  );
}

/**
 * /admin/event/{eventId} (staff): the event document, live, and the custom audio plan
 * controls; links to the event's bots and its insights (the organisers' page, which staff
 * may open for any event).
 */
export function AdminEventPage() {
  const { eventId = '' } = useParams();
  const event = useLive<EventData | null>(
    (next, fail) => watchEventDocument(eventId, next, fail),
    [eventId],
  );

  return (
    <section className="admin-page" aria-labelledby="admin-event-title">
      <h2 id="admin-event-title">Event</h2>
      <p className="admin-hint">Event id {eventId}</p>
      {event.status === 'loading' ? (
        <p role="status">Loading event...</p>
      ) : event.status === 'error' ? (
        <FormError message={event.message} />
      ) : !event.value ? (
        <>
          <p role="status">This event doesn&apos;t exist.</p>
          <AdminBackLink />
        </>
      ) : (
        <>
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>
              {eventDisplayName({
                id: eventId,
                name: typeof event.value.name === 'string' ? event.value.name : null,
                slug: typeof event.value.slug === 'string' ? event.value.slug : null,
              })}
            </dd>
            <dt>URL</dt>
            <dd>
              {typeof event.value.slug === 'string' ? (
                <a href={`/event/${event.value.slug}`}>/event/{event.value.slug}</a>
              ) : (
                '—'
              )}
            </dd>
            <dt>Creator</dt>
            <dd>
              {typeof event.value.creatorId === 'string' && event.value.creatorId ? (
                <Link to={`/admin/users/${event.value.creatorId}`}>{event.value.creatorId}</Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>Access</dt>
            <Fields map={event.value.access} />
            <dt>Audio plan</dt>
            <Fields map={event.value.audioUsage} />
            <dt>Audio used</dt>
            <dd>
              <AudioUsedText eventId={eventId} />
            </dd>
          </dl>
          <AudioPlanForm eventId={eventId} audioUsage={event.value.audioUsage} />
          <details>
            <summary>Event document (JSON)</summary>
            <pre className="admin-json">{JSON.stringify(event.value, null, 2)}</pre>
          </details>
        </>
      )}
      {event.status === 'ready' && event.value && (
        <p>
          <Link to={`/admin/event/${eventId}/bots`}>Bots of this event</Link>
          {' · '}
          <Link to={`/event/${encodeURIComponent(eventId)}/insights`}>Insights</Link>
        </p>
      )}
    </section>
  );
}
