import { useId, type ReactNode } from 'react';
import type { AccountEvent } from '../../domain/accountEvents';
import { eventDisplayName } from '../../domain/events';
import { FormError } from '../../ui/FormError';
import type { Live } from '../../ui/useLive';
import { useT } from '../languages';

interface EventListProps {
  title: string;
  /** The list (already sorted by event id), or the profile's loading state. */
  events: Live<AccountEvent[]>;
  /** What to say, and what to do next, while the list is empty. */
  empty: ReactNode;
  action?: ReactNode;
}

/**
 * One of the dashboard's event lists: a box between 200 and 320 px high that scrolls (a
 * focusable, labelled region, so keyboards scroll it too); each event opens in a new tab.
 */
export function EventList({ title, events, empty, action }: EventListProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="event-list" aria-labelledby={titleId}>
      <div className="event-list__head">
        <h3 id={titleId}>{title}</h3>
        {action}
      </div>
      <div
        className="event-list__box"
        role="region"
        aria-label={t('dashboard.listLabel', { title })}
        // A scrolling box must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {events.status === 'loading' ? (
          <p role="status">{t('common.loadingData')}</p>
        ) : events.status === 'error' ? (
          <FormError message={events.message} />
        ) : events.value.length === 0 ? (
          <p className="event-list__empty">{empty}</p>
        ) : (
          <ul>
            {events.value.map((event) => (
              <li key={event.eventId}>
                <a href={`/event/${event.slug}`} target="_blank" rel="noopener noreferrer">
                  {eventDisplayName({ id: event.eventId, name: event.name, slug: event.slug })}
                  <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
