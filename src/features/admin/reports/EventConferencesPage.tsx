import { useEffect, useState } from 'react';
import { getEventConferences } from '../../../data/reports';
import { utcDayMonthYearTime } from '../../../domain/dates';
import {
  CONFERENCE_COLUMN_LABELS,
  REPORT_TEXTS,
  type EventConferencesResult,
} from '../../../domain/reports';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import '../admin.css';
import './reports.css';
import { Link, useParams } from '../../../ui/routing';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string; missing: boolean }
  | { status: 'ready'; result: EventConferencesResult };

/** /admin/reports/event/{eventId} (staff): one event's conferences (admin-getEventConferences). */
export default function EventConferencesPage() {
  const { eventId = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void getEventConferences({ eventId }).then((outcome) => {
      if (!live) return;
      setState(
        outcome.ok
          ? { status: 'ready', result: outcome.data }
          : {
              status: 'error',
              message: outcome.message,
              missing: outcome.reason === 'event_not_found',
            },
      );
    });
    return () => {
      live = false;
    };
  }, [eventId, attempt]);

  const event = state.status === 'ready' ? state.result.event : null;
  return (
    <section className="admin-page reports-page" aria-labelledby="report-event-title">
      <h2 id="report-event-title">
        {event ? `Conferences of ${event.name || eventId}` : 'Event conferences'}
      </h2>
      <p>
        <Link to="/admin/reports">Back to the usage reports</Link>
      </p>
      {event?.slug && (
        <p className="admin-hint">
          Slug: {event.slug} · Event id: {eventId}
        </p>
      )}
      {state.status === 'loading' && <p role="status">Loading conferences...</p>}
      {state.status === 'error' && (
        <div className="admin-actions">
          <FormError message={state.missing ? 'There is no such event.' : state.message} />
          {!state.missing && <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
        </div>
      )}
      {state.status === 'ready' &&
        (state.result.conferences.length === 0 ? (
          <p>{REPORT_TEXTS.noConferences}</p>
        ) : (
          <div className="reports-table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{CONFERENCE_COLUMN_LABELS.started}</th>
                  <th scope="col">{CONFERENCE_COLUMN_LABELS.ended}</th>
                  <th scope="col">{CONFERENCE_COLUMN_LABELS.minutes}</th>
                  <th scope="col">{CONFERENCE_COLUMN_LABELS.activeUsers}</th>
                </tr>
              </thead>
              <tbody>
                {state.result.conferences.map((c) => (
                  <tr key={c.conferenceId}>
                    <td data-label={CONFERENCE_COLUMN_LABELS.started}>
                      {utcDayMonthYearTime(c.started)}
                    </td>
                    <td data-label={CONFERENCE_COLUMN_LABELS.ended}>
                      {utcDayMonthYearTime(c.ended)}
                    </td>
                    <td data-label={CONFERENCE_COLUMN_LABELS.minutes}>{c.minutes}</td>
                    <td data-label={CONFERENCE_COLUMN_LABELS.activeUsers}>{c.activeUsers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
