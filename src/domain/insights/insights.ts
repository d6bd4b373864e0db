/**
 * Insights for organisers (issue 33): what an event's numbers are made of, shared by the
 * functions that gather them, the callable that hands them out and the page that shows them.
 *
 * What is stored (functions only; no client reads these documents):
 * - events/{e}/insightSlots/{slotStartMs}: one per 5 minutes while anyone is in the event,
 *   written by the scheduled insights-recordSlot from the rooms' head counts (roomCounts), so
 *   its cost follows the occupied rooms, not the crowd: { at, present, rooms: {roomId: count},
 *   messages, reactions }. The messages of a slot are counted by the next run (an aggregation
 *   query); reactions are added one by one as they are made, by a trigger on
 *   events/{e}/reactions/{uid} (insights-countReaction).
 * - events/{e}/insightVisitors/{uid}: { firstAt, lastAt }, the first and last time the person
 *   entered or left a room. Deleted with the account (eraseUserData.ts); the counter stays.
 * - events/{e}/restricted/insights: { uniqueAttendees }, raised on a person's first visit.
 */
export const INSIGHTS = {
  /** The sampling period of people present, and the chart's step. */
  slotMs: 5 * 60_000,
  /** The longest range the page asks for at once: 7 local days (at most 2,028 slots), one of which
   * may be 25 hours long where the clocks go back. */
  maxRangeMs: 7 * 24 * 3_600_000 + 3_600_000,
  maxRangeDays: 7,
  hourMs: 3_600_000,
} as const;

export const INSIGHTS_TEXT = {
  rangeBackwards: 'The range must end after it starts.',
  rangeTooLong: 'Choose a range of at most 7 days.',
  notOrganiser: "Only the event's organisers can see its insights.",
} as const;

/** One 5-minute slot as the callable returns it (a missing slot means nobody was there). */
export interface InsightSlot {
  /** The slot's start, epoch ms (a multiple of INSIGHTS.slotMs). */
  at: number;
  present: number;
  /** People per room at the sample; rooms with nobody are left out. */
  rooms: Record<string, number>;
  messages: number;
  reactions: number;
}

/** A completed voice conference of the range (its user-seconds, counted at its end). */
export interface InsightVoice {
  endedMs: number;
  userSeconds: number;
}

export interface InsightSession {
  id: string;
  title: string;
  roomId: string;
  startMs: number;
  endMs: number;
}

/** insights-getEventInsights's answer: the raw figures of a range; the tables are derived. */
export interface EventInsights {
  eventId: string;
  name: string;
  slug: string;
  /**
   * The event's life: from the start of the slot it was created in (createdAt; without one, its
   * first slot) until the server's now. The range answered lies inside it.
   */
  lifeStartMs: number;
  lifeEndMs: number;
  /** The range answered: the one asked for, clamped to the life (it may be empty). */
  fromMs: number;
  toMs: number;
  slots: InsightSlot[];
  /** People whose first and last visits bracket part of the range. */
  uniqueInRange: number;
  /** Everyone who ever came, including people who have since deleted their accounts. */
  uniqueTotal: number;
  voice: InsightVoice[];
  rooms: { id: string; name: string }[];
  /** The programme's sessions that overlap the range. */
  sessions: InsightSession[];
}

/** The start of the slot holding `ms`. */
export const slotStart = (ms: number): number => Math.floor(ms / INSIGHTS.slotMs) * INSIGHTS.slotMs;

/** The start of the hour holding `ms` (UTC hours; every zone the page shows is whole-hour or
 * the hour is labelled by its local start). */
export const hourStart = (ms: number): number => Math.floor(ms / INSIGHTS.hourMs) * INSIGHTS.hourMs;
