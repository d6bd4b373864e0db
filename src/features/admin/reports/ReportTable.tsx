import { REPORT_COLUMNS, type ReportRow } from '../../../domain/reports';
import { Link } from '../../../ui/routing';
import type { MessageId } from '../../languages';
import { useReportTexts } from './reportTexts';

/** The report's column headings (the CSV keeps the column keys). */
const LABELS: Record<(typeof REPORT_COLUMNS)[number], MessageId> = {
  eventName: 'reports.col.eventName',
  slug: 'reports.col.slug',
  eventId: 'reports.col.eventId',
  activeUsers: 'reports.col.activeUsers',
  conferenceUsage: 'reports.col.conferenceUsage',
  lastConferenceEnded: 'reports.col.lastConferenceEnded',
  creatorId: 'reports.col.creatorId',
  hasSubscription: 'reports.col.hasSubscription',
  unlimitedAudioCapacity: 'reports.col.unlimitedAudioCapacity',
};

/** The report's rows under their headings; an event's name opens its conferences. */
export function ReportTable({ rows }: { rows: ReportRow[] }) {
  const { t, dayTime, figure } = useReportTexts();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const label = (column: (typeof REPORT_COLUMNS)[number]) => t(LABELS[column]);
  return (
    <div className="reports-table">
      <table>
        <thead>
          <tr>
            {REPORT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.eventId}>
              <td data-label={label('eventName')}>
                <Link to={`/admin/reports/event/${encodeURIComponent(row.eventId)}`}>
                  {row.eventName || t('reports.noName')}
                </Link>
              </td>
              <td data-label={label('slug')}>{row.slug}</td>
              <td data-label={label('eventId')}>{row.eventId}</td>
              <td data-label={label('activeUsers')}>{figure(row.activeUsers)}</td>
              <td data-label={label('conferenceUsage')}>{figure(row.conferenceUsage)}</td>
              <td data-label={label('lastConferenceEnded')}>{dayTime(row.lastConferenceEnded)}</td>
              <td data-label={label('creatorId')}>{row.creatorId}</td>
              <td data-label={label('hasSubscription')}>{yesNo(row.hasSubscription)}</td>
              <td data-label={label('unlimitedAudioCapacity')}>
                {yesNo(row.unlimitedAudioCapacity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
