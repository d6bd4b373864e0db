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
import { useInsightLabels, type InsightLabels } from './insightLabels';
import { InsightTable, type Column } from './InsightTable';

/** The four tables' columns, headed in the person's language. */
function columnsOf({ t, slotLabel, count }: InsightLabels) {
  const attendance: Column<AttendancePoint>[] = [
    { header: t('insights.col.from'), cell: (point) => slotLabel(point.at) },
    { header: t('insights.col.present'), cell: (point) => count(point.present) },
  ];
  const rooms: Column<RoomTimeRow>[] = [
    { header: t('insights.col.room'), cell: (row) => <bdi>{row.name}</bdi> },
    { header: t('insights.col.personMinutes'), cell: (row) => count(row.personMinutes) },
  ];
  const hours: Column<HourRow>[] = [
    { header: t('insights.col.hourFrom'), cell: (row) => slotLabel(row.at) },
    { header: t('insights.col.messages'), cell: (row) => count(row.messages) },
    { header: t('insights.col.reactions'), cell: (row) => count(row.reactions) },
    { header: t('insights.col.voice'), cell: (row) => row.voiceMinutes },
  ];
  const sessions: Column<SessionRow>[] = [
    { header: t('insights.col.session'), cell: (row) => <bdi>{row.title}</bdi> },
    { header: t('insights.col.room'), cell: (row) => <bdi>{row.roomName}</bdi> },
    {
      header: t('insights.col.time'),
      cell: (row) => `${slotLabel(row.startMs)} – ${slotLabel(row.endMs)}`,
    },
    { header: t('insights.col.most'), cell: (row) => count(row.peopleInRoom) },
  ];
  return { attendance, rooms, hours, sessions };
}

const sum = (rows: HourRow[], pick: (row: HourRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The page's four sections for one answer of insights-getEventInsights. */
export function InsightSections({ insights }: { insights: EventInsights }) {
  const labels = useInsightLabels();
  const { t, slotLabel, count, people } = labels;
  const columns = columnsOf(labels);
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
        <h2 id="insights-people">{t('insights.peopleHeading')}</h2>
        <ul className="insights__figures">
          <li>
            {t('insights.unique', {
              inRange: count(insights.uniqueInRange),
              total: count(insights.uniqueTotal),
            })}
          </li>
          <li>
            {tables.peak
              ? t('insights.peak', {
                  people: people(tables.peak.present),
                  time: slotLabel(tables.peak.at),
                })
              : t('insights.nobody')}
          </li>
        </ul>
        <AttendanceChart series={tables.series} />
        <InsightTable
          caption={t('insights.presentEvery5')}
          columns={columns.attendance}
          rows={tables.series}
          rowKey={(point) => String(point.at)}
          empty={t('insights.noTime')}
          csv={() => attendanceCsv(tables.series)}
          fileName={file('people-present')}
          folded
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-rooms">
        <h2 id="insights-rooms">{t('insights.timePerRoom')}</h2>
        <InsightTable
          caption={t('insights.timePerRoom')}
          columns={columns.rooms}
          rows={tables.rooms}
          rowKey={(row) => row.roomId}
          empty={t('insights.noRooms')}
          csv={() => roomTimeCsv(tables.rooms)}
          fileName={file('time-per-room')}
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-activity">
        <h2 id="insights-activity">{t('insights.activity')}</h2>
        <ul className="insights__figures">
          <li>
            {t('insights.chatMessages', { count: count(sum(tables.hours, (row) => row.messages)) })}
          </li>
          <li>
            {t('insights.reactions', { count: count(sum(tables.hours, (row) => row.reactions)) })}
          </li>
          <li>{t('insights.voice', { minutes: voiceMinutesOf(insights.voice) })}</li>
        </ul>
        <InsightTable
          caption={t('insights.activityPerHour')}
          columns={columns.hours}
          rows={tables.hours}
          rowKey={(row) => String(row.at)}
          empty={t('insights.noTime')}
          csv={() => hourlyCsv(tables.hours)}
          fileName={file('activity-per-hour')}
          folded
        />
      </section>
      <section className="insights__section" aria-labelledby="insights-sessions">
        <h2 id="insights-sessions">{t('insights.sessions')}</h2>
        <InsightTable
          caption={t('insights.sessions')}
          columns={columns.sessions}
          rows={tables.sessions}
          rowKey={(row) => row.id}
          empty={t('insights.noSessions')}
          csv={() => sessionsCsv(tables.sessions)}
          fileName={file('sessions')}
        />
      </section>
    </>
  );
}
