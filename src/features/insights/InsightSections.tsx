import { useMemo } from 'react';
import type { EventInsights } from '../../domain/insights/insights';
import {
  attendanceCsv,
  hourlyCsv,
  roomTimeCsv,
  sessionsCsv,
} from '../../domain/insights/insightCsv';
import {
  attendanceSeries,
  hourlyActivity,
  peakOf,
  roomTime,
  sessionAttendance,
  voiceMinutesOf,
  type AttendancePoint,
  type HourRow,
  type RoomTimeRow,
  type SessionRow,
} from '../../domain/insights/insightTables';
import { AttendanceChart } from './AttendanceChart';
import { count, people, slotLabel } from './insightLabels';
import { InsightTable, type Column } from './InsightTable';

const ATTENDANCE_COLUMNS: Column<AttendancePoint>[] = [
  { header: 'From', cell: (point) => slotLabel(point.at) },
  { header: 'People present', cell: (point) => count(point.present) },
];
const ROOM_COLUMNS: Column<RoomTimeRow>[] = [
  { header: 'Room', cell: (row) => <bdi>{row.name}</bdi> },
  { header: 'Person-minutes', cell: (row) => count(row.personMinutes) },
];
const HOUR_COLUMNS: Column<HourRow>[] = [
  { header: 'Hour from', cell: (row) => slotLabel(row.at) },
  { header: 'Chat messages', cell: (row) => count(row.messages) },
  { header: 'Reactions', cell: (row) => count(row.reactions) },
  { header: 'Voice (user-minutes)', cell: (row) => row.voiceMinutes },
];
const SESSION_COLUMNS: Column<SessionRow>[] = [
  { header: 'Session', cell: (row) => <bdi>{row.title}</bdi> },
  { header: 'Room', cell: (row) => <bdi>{row.roomName}</bdi> },
  { header: 'Time', cell: (row) => `${slotLabel(row.startMs)} – ${slotLabel(row.endMs)}` },
  { header: 'Most people in the room', cell: (row) => count(row.peopleInRoom) },
];

const sum = (rows: HourRow[], pick: (row: HourRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The page's four sections for one answer of insights-getEventInsights. */
export function InsightSections({ insights }: { insights: EventInsights }) {
  const { fromMs, toMs, slots } = insights;
  const tables = useMemo(() => {
    const series = attendanceSeries(slots, fromMs, toMs);
    return {
      series,
      peak: peakOf(series),
      rooms: roomTime(slots, insights.rooms),
      hours: hourlyActivity(slots, insights.voice, fromMs, toMs),
      sessions: sessionAttendance(insights.sessions, slots, insights.rooms),
    };
  }, [insights, slots, fromMs, toMs]);
  const file = (table: string) =>
    `${insights.slug || insights.eventId}-${table}-${new Date(fromMs).toISOString().slice(0, 10)}.csv`;

  return (
    <>
      <section className="insights__section" aria-labelledby="insights-people">
        <h2 id="insights-people">People present</h2>
        <ul className="insights__figures">
          <li>
            Unique attendees: {count(insights.uniqueInRange)} in these days (
            {count(insights.uniqueTotal)} since the event began)
          </li>
          <li>
            {tables.peak
              ? `Peak: ${people(tables.peak.present)} at ${slotLabel(tables.peak.at)}`
              : 'Nobody came in these days.'}
          </li>
        </ul>
        <AttendanceChart series={tables.series} />
        <InsightTable
          caption="People present every 5 minutes"
          columns={ATTENDANCE_COLUMNS}
          rows={tables.series}
          rowKey={(point) => String(point.at)}
          empty="No time in these days."
          csv={() => attendanceCsv(tables.series)}
          fileName={file('people-present')}
          folded
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-rooms">
        <h2 id="insights-rooms">Time spent per room</h2>
        <InsightTable
          caption="Time spent per room"
          columns={ROOM_COLUMNS}
          rows={tables.rooms}
          rowKey={(row) => row.roomId}
          empty="This event has no rooms."
          csv={() => roomTimeCsv(tables.rooms)}
          fileName={file('time-per-room')}
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-activity">
        <h2 id="insights-activity">Chat, reactions and voice</h2>
        <ul className="insights__figures">
          <li>Chat messages: {count(sum(tables.hours, (row) => row.messages))}</li>
          <li>Reactions: {count(sum(tables.hours, (row) => row.reactions))}</li>
          <li>Voice: {voiceMinutesOf(insights.voice)} user-minutes</li>
        </ul>
        <InsightTable
          caption="Activity per hour"
          columns={HOUR_COLUMNS}
          rows={tables.hours}
          rowKey={(row) => String(row.at)}
          empty="No time in these days."
          csv={() => hourlyCsv(tables.hours)}
          fileName={file('activity-per-hour')}
          folded
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-sessions">
        <h2 id="insights-sessions">Programme sessions</h2>
        <InsightTable
          caption="Programme sessions"
          columns={SESSION_COLUMNS}
          rows={tables.sessions}
          rowKey={(row) => row.id}
          empty="No session of the programme falls in these days."
          csv={() => sessionsCsv(tables.sessions)}
          fileName={file('sessions')}
        />
      </section>
    </>
  );
}
