/**
 * The insights page's CSV exports, one per table: a header row, ISO times in UTC (as the
 * reports' exports, so a spreadsheet reads them whatever the reader's zone), CRLF line ends and
 * csvCell's quoting and formula guard (session titles and room names are organisers' text).
 */
import { csvCell } from '../reports';
import type { AttendancePoint, HourRow, RoomTimeRow, SessionRow } from './insightTables';

type Cell = string | number;

function csv(header: string[], rows: Cell[][]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const attendanceCsv = (series: AttendancePoint[]) =>
  csv(
    ['slot_start', 'people_present'],
    series.map((point) => [iso(point.at), point.present]),
  );

export const roomTimeCsv = (rows: RoomTimeRow[]) =>
  csv(
    ['room', 'person_minutes'],
    rows.map((row) => [row.name, row.personMinutes]),
  );

export const hourlyCsv = (rows: HourRow[]) =>
  csv(
    ['hour_start', 'chat_messages', 'reactions', 'voice_user_minutes'],
    rows.map((row) => [iso(row.at), row.messages, row.reactions, row.voiceMinutes]),
  );

export const sessionsCsv = (rows: SessionRow[]) =>
  csv(
    ['session', 'room', 'start', 'end', 'people_in_room'],
    rows.map((row) => [
      row.title,
      row.roomName,
      iso(row.startMs),
      iso(row.endMs),
      row.peopleInRoom,
    ]),
  );
