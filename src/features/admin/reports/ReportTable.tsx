import { Link } from 'react-router-dom';
import { REPORT_COLUMNS, type ReportRow } from '../../../domain/reports';

/** '2026-03-01 14:05 UTC' from an ISO time. */
export const shownTime = (iso: string) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A camelCase column name that may wrap between its words only ('active' / 'Users'). */
function ColumnName({ name }: { name: string }) {
  const words = name.split(/(?=[A-Z])/);
  return words.map((word, i) => (
    <span key={word + i}>
      {i > 0 && <wbr />}
      {word}
    </span>
  ));
}

/** The report's rows under the spec's column names; an event's name opens its conferences. */
export function ReportTable({ rows }: { rows: ReportRow[] }) {
  return (
    <div className="reports-table">
      <table>
        <thead>
          <tr>
            {REPORT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                <ColumnName name={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.eventId}>
              <td data-label="eventName">
                <Link to={`/admin/reports/event/${encodeURIComponent(row.eventId)}`}>
                  {row.eventName || '(no name)'}
                </Link>
              </td>
              <td data-label="slug">{row.slug}</td>
              <td data-label="eventId">{row.eventId}</td>
              <td data-label="activeUsers">{row.activeUsers}</td>
              <td data-label="conferenceUsage">{row.conferenceUsage}</td>
              <td data-label="lastConferenceEnded">{shownTime(row.lastConferenceEnded)}</td>
              <td data-label="creatorId">{row.creatorId}</td>
              <td data-label="hasSubscription">{yesNo(row.hasSubscription)}</td>
              <td data-label="unlimitedAudioCapacity">{yesNo(row.unlimitedAudioCapacity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
