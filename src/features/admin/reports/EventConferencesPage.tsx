import { useEffect, useState } from 'react';
import { getEventConferences } from '../../../data/reports';
import type { EventConferencesResult } from '../../../domain/reports';
import { Button } from '../../../ui/Button';
import { FormError, type MessageId } from '../../languages';
import { useReportTexts } from './reportTexts';
import '../admin.css';
import './reports.css';
import { Link, useParams } from '../../../ui/routing';

/** The headings of an event's conference list (one row per voice session). */
const COLUMNS: Record<'started' | 'ended' | 'minutes' | 'activeUsers', MessageId> = {
  started: 'reports.col.started',
  ended: 'reports.col.ended',
  minutes: 'reports.col.conferenceUsage',
  activeUsers: 'reports.col.activeUsers',
};

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string; missing: boolean }
  | { status: 'ready'; result: EventConferencesResult };

/** /admin/reports/event/{eventId} (staff): one event's conferences (admin-getEventConferences). */
export default function EventConferencesPage() {
  const { t, dayTime, figure } = useReportTexts();
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
        {event
          ? t('reports.conferencesOf', { name: event.name || eventId })
          : t('reports.eventConferences')}
      </h2>
      <p>
        <Link to="/admin/reports">{t('reports.backToReports')}</Link>
      </p>
      {event?.slug && (
        <p className="admin-hint">{t('reports.slugAndId', { slug: event.slug, eventId })}</p>
      )}
      {state.status === 'loading' && <p role="status">{t('reports.loadingConferences')}</p>}
      {state.status === 'error' && (
        <div className="admin-actions">
          <FormError message={state.missing ? t('reports.noSuchEvent') : state.message} />
          {!state.missing && (
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.tryAgain')}</Button>
          )}
        </div>
      )}
      {state.status === 'ready' &&
        (state.result.conferences.length === 0 ? (
          <p>{t('reports.noConferences')}</p>
        ) : (
          <div className="reports-table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t(COLUMNS.started)}</th>
                  <th scope="col">{t(COLUMNS.ended)}</th>
                  <th scope="col">{t(COLUMNS.minutes)}</th>
                  <th scope="col">{t(COLUMNS.activeUsers)}</th>
                </tr>
              </thead>
              <tbody>
                {state.result.conferences.map((c) => (
                  <tr key={c.conferenceId}>
                    <td data-label={t(COLUMNS.started)}>{dayTime(c.started)}</td>
                    <td data-label={t(COLUMNS.ended)}>{dayTime(c.ended)}</td>
                    <td data-label={t(COLUMNS.minutes)}>{figure(c.minutes)}</td>
                    <td data-label={t(COLUMNS.activeUsers)}>{figure(c.activeUsers)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
