import { watchEventDocument } from '../../data/adminRecords';
import { eventDisplayName } from '../../domain/events';
import { useLive } from '../../ui/useLive';
import { FormError, useT } from '../languages';
import { AudioUsedText } from '../quota';
import { AdminBackLink } from './AdminBackLink';
import { AudioPlanForm } from './AudioPlanForm';
import './admin.css';
import { Link, useParams } from '../../ui/routing';

type EventData = Record<string, unknown>;

/** An event's address (a path, not words: the same in every language). */
const eventPath = (slug: string) => `/event/${slug}`;

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
  const t = useT();
  const { eventId = '' } = useParams();
  const event = useLive<EventData | null>(
    (next, fail) => watchEventDocument(eventId, next, fail),
    [eventId],
  );

  return (
    <section className="admin-page" aria-labelledby="admin-event-title">
      <h2 id="admin-event-title">{t('admin.event')}</h2>
      <p className="admin-hint">{t('admin.eventId', { eventId })}</p>
      {event.status === 'loading' ? (
        <p role="status">{t('admin.loadingEvent')}</p>
      ) : event.status === 'error' ? (
        <FormError message={event.message} />
      ) : !event.value ? (
        <>
          <p role="status">{t('admin.noSuchEvent')}</p>
          <AdminBackLink />
        </>
      ) : (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.name')}</dt>
            <dd>
              {eventDisplayName({
                id: eventId,
                name: typeof event.value.name === 'string' ? event.value.name : null,
                slug: typeof event.value.slug === 'string' ? event.value.slug : null,
              })}
            </dd>
            <dt>{t('admin.url')}</dt>
            <dd>
              {typeof event.value.slug === 'string' ? (
                <a href={eventPath(event.value.slug)}>{eventPath(event.value.slug)}</a>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('admin.creator')}</dt>
            <dd>
              {typeof event.value.creatorId === 'string' && event.value.creatorId ? (
                <Link to={`/admin/users/${event.value.creatorId}`}>{event.value.creatorId}</Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('admin.access')}</dt>
            <Fields map={event.value.access} />
            <dt>{t('admin.audioPlan')}</dt>
            <Fields map={event.value.audioUsage} />
            <dt>{t('admin.audioUsed')}</dt>
            <dd>
              <AudioUsedText eventId={eventId} />
            </dd>
          </dl>
          <AudioPlanForm eventId={eventId} audioUsage={event.value.audioUsage} />
          <details>
            <summary>{t('admin.eventJson')}</summary>
            <pre className="admin-json">{JSON.stringify(event.value, null, 2)}</pre>
          </details>
        </>
      )}
      {event.status === 'ready' && event.value && (
        <p>
          <Link to={`/admin/event/${eventId}/bots`}>{t('admin.botsOfEvent')}</Link>
          {' · '}
          <Link to={`/event/${encodeURIComponent(eventId)}/insights`}>{t('admin.insights')}</Link>
        </p>
      )}
    </section>
  );
}
