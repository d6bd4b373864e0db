/**
 * The insights page's tables (issue 33), derived from the callable's raw figures
 * (insights.ts): pure, so the page, its CSV files and the unit tests agree on every number.
 */
import { minutesOf } from '../reports';
import {
  INSIGHTS,
  hourStart,
  slotStart,
  type InsightSession,
  type InsightSlot,
  type InsightVoice,
} from './insights';

export interface AttendancePoint {
  at: number;
  present: number;
}

/** People present in every 5-minute slot of [fromMs, toMs); a slot with no record is 0. */
export function attendanceSeries(
  slots: InsightSlot[],
  fromMs: number,
  toMs: number,
): AttendancePoint[] {
  const present = new Map(slots.map((slot) => [slot.at, slot.present]));
  const series: AttendancePoint[] = [];
  for (let at = slotStart(fromMs); at < toMs; at += INSIGHTS.slotMs) {
    series.push({ at, present: present.get(at) ?? 0 });
  }
  return series;
}

/** The busiest slot (the first, if tied); null when nobody came. */
export function peakOf(series: AttendancePoint[]): AttendancePoint | null {
  let peak: AttendancePoint | null = null;
  for (const point of series) if (point.present > (peak?.present ?? 0)) peak = point;
  return peak;
}

export interface RoomTimeRow {
  roomId: string;
  name: string;
  /** People × minutes spent in the room (each sample stands for its 5 minutes). */
  personMinutes: number;
}

const nameOf = (rooms: { id: string; name: string }[], roomId: string) =>
  rooms.find((room) => room.id === roomId)?.name ?? roomId;

/** Time spent per room, busiest first; every room is listed, a deleted room by its id. */
export function roomTime(
  slots: InsightSlot[],
  rooms: { id: string; name: string }[],
): RoomTimeRow[] {
  const minutes = new Map(rooms.map((room) => [room.id, 0]));
  const slotMinutes = INSIGHTS.slotMs / 60_000;
  for (const slot of slots) {
    for (const [roomId, count] of Object.entries(slot.rooms)) {
      minutes.set(roomId, (minutes.get(roomId) ?? 0) + count * slotMinutes);
    }
  }
  return [...minutes]
    .map(([roomId, personMinutes]) => ({ roomId, name: nameOf(rooms, roomId), personMinutes }))
    .sort((a, b) => b.personMinutes - a.personMinutes || a.name.localeCompare(b.name));
}

export interface HourRow {
  at: number;
  messages: number;
  reactions: number;
  /** User-minutes of the voice conferences that ended in the hour, one decimal. */
  voiceMinutes: number;
}

/** Chat messages, reactions and voice minutes for every hour of [fromMs, toMs). */
export function hourlyActivity(
  slots: InsightSlot[],
  voice: InsightVoice[],
  fromMs: number,
  toMs: number,
): HourRow[] {
  const hours = new Map<number, { messages: number; reactions: number; voiceSeconds: number }>();
  for (let at = hourStart(fromMs); at < toMs; at += INSIGHTS.hourMs) {
    hours.set(at, { messages: 0, reactions: 0, voiceSeconds: 0 });
  }
  for (const slot of slots) {
    const hour = hours.get(hourStart(slot.at));
    if (!hour) continue;
    hour.messages += slot.messages;
    hour.reactions += slot.reactions;
  }
  for (const conference of voice) {
    const hour = hours.get(hourStart(conference.endedMs));
    if (hour) hour.voiceSeconds += conference.userSeconds;
  }
  return [...hours].map(([at, hour]) => ({
    at,
    messages: hour.messages,
    reactions: hour.reactions,
    voiceMinutes: minutesOf(hour.voiceSeconds),
  }));
}

/** The whole range's voice use, in user-minutes (one decimal). */
export const voiceMinutesOf = (voice: InsightVoice[]): number =>
  minutesOf(voice.reduce((sum, conference) => sum + conference.userSeconds, 0));

export interface SessionRow {
  id: string;
  title: string;
  roomName: string;
  startMs: number;
  endMs: number;
  /** The most people in the session's room at any sample of its slot (0: nobody came). */
  peopleInRoom: number;
}

/** Each session with the most people in its room while it ran, by start. */
export function sessionAttendance(
  sessions: InsightSession[],
  slots: InsightSlot[],
  rooms: { id: string; name: string }[],
): SessionRow[] {
  return [...sessions]
    .sort((a, b) => a.startMs - b.startMs || a.title.localeCompare(b.title))
    .map((session) => {
      const from = slotStart(session.startMs);
      let peopleInRoom = 0;
      for (const slot of slots) {
        if (slot.at < from || slot.at >= session.endMs) continue;
        peopleInRoom = Math.max(peopleInRoom, slot.rooms[session.roomId] ?? 0);
      }
      return {
        id: session.id,
        title: session.title,
        roomName: nameOf(rooms, session.roomId),
        startMs: session.startMs,
        endMs: session.endMs,
        peopleInRoom,
      };
    });
}
