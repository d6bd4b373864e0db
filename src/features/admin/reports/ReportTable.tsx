import { utcDayMonthYearTime } from '../../../domain/dates';
import { REPORT_COLUMN_LABELS, REPORT_COLUMNS, type ReportRow } from '../../../domain/reports';
import { Link } from '../../../ui/routing';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The report's rows under their headings; an event's name opens its conferences. */
export function ReportTable({ rows }: { rows: ReportRow[] }) {
  return (
    <div className="reports-table">
      <table>
        <thead>
          <tr>
            {REPORT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {REPORT_COLUMN_LABELS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.eventId}>
              <td data-label={REPORT_COLUMN_LABELS.eventName}>
                <Link to={`/admin/reports/event/${encodeURIComponent(row.eventId)}`}>
                  {row.eventName || '(no name)'}
                </Link>
              </td>
              <td data-label={REPORT_COLUMN_LABELS.slug}>{row.slug}</td>
              <td data-label={REPORT_COLUMN_LABELS.eventId}>{row.eventId}</td>
              <td data-label={REPORT_COLUMN_LABELS.activeUsers}>{row.activeUsers}</td>
              <td data-label={REPORT_COLUMN_LABELS.conferenceUsage}>{row.conferenceUsage}</td>
              <td data-label={REPORT_COLUMN_LABELS.lastConferenceEnded}>
                {utcDayMonthYearTime(row.lastConferenceEnded)}
              </td>
              <td data-label={REPORT_COLUMN_LABELS.creatorId}>{row.creatorId}</td>
              <td data-label={REPORT_COLUMN_LABELS.hasSubscription}>
                {yesNo(row.hasSubscription)}
              </td>
              <td data-label={REPORT_COLUMN_LABELS.unlimitedAudioCapacity}>
                {yesNo(row.unlimitedAudioCapacity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
