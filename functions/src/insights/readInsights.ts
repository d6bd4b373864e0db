import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { DEMO_EVENT_ID } from '../../../src/domain/constants';
import {
  slotStart,
  type EventInsights,
  type InsightSession,
  type InsightSlot,
  type InsightVoice,
} from '../../../src/domain/insights/insights';
import {
  insightSlotsCollection,
  insightTotalsDoc,
  insightVisitorsCollection,
  roomsCollection,
  sessionsCollection,
} from '../../../src/domain/protocol/paths';
import { roomDisplayName } from '../../../src/domain/roomNames';
import { mainRoomOf } from '../../../src/domain/roomUrls';
import { ledgerConferences } from '../reports/ledger';

/** What the reading needs: the event (as loaded by the callable) and the asked range. */
export interface InsightsQuery {
  eventId: string;
  event: DocumentData;
  /** The URL the page was asked with (the event's own slug is preferred). */
  slug: string;
  fromMs: number;
  toMs: number;
  nowMs: number;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const at = (ms: number) => Timestamp.fromMillis(ms);

/** A slot document as the page takes it; a missing figure is 0 (written by the functions). */
function slotOf(doc: QueryDocumentSnapshot): InsightSlot | null {
  const atMs = millisOf(doc.get('at'));
  if (atMs === null) return null;
  const rooms: Record<string, number> = {};
  const stored: unknown = doc.get('rooms');
  if (stored && typeof stored === 'object') {
    for (const [roomId, count] of Object.entries(stored)) {
      if (whole(count) > 0) rooms[roomId] = whole(count);
    }
  }
  return {
    at: atMs,
    present: whole(doc.get('present')),
    rooms,
    messages: whole(doc.get('messages')),
    reactions: whole(doc.get('reactions')),
  };
}

function sessionOf(doc: QueryDocumentSnapshot): InsightSession | null {
  const startMs: unknown = doc.get('startsAt');
  const endMs: unknown = doc.get('endsAt');
  if (typeof startMs !== 'number' || typeof endMs !== 'number') return null;
  return {
    id: doc.id,
    title: text(doc.get('title')),
    roomId: text(doc.get('roomId')),
    startMs,
    endMs,
  };
}

/**
 * The event's life starts at the slot it was created in: its first slot document may be that
 * slot's (messages are counted into the slot before the run). An event without createdAt (made
 * before it was stamped) starts at its first slot, or where the range does.
 */
async function lifeStart(db: Firestore, query: InsightsQuery): Promise<number> {
  const createdMs = millisOf(query.event.createdAt);
  if (createdMs !== null) return slotStart(createdMs);
  const first = await db
    .collection(insightSlotsCollection(query.eventId))
    .orderBy('at')
    .limit(1)
    .get();
  return millisOf(first.docs[0]?.get('at')) ?? query.fromMs;
}

/**
 * People whose visits bracket part of [fromMs, toMs): those who first came before its end,
 * less those whose last arrival or departure was before its start (two aggregations, whatever
 * the crowd). Approximate both ways, as a visitor document keeps only a first and a last time:
 * someone who came before the range and again after it counts, though away throughout; and
 * someone who entered a room before the range and stayed there until after it counts only once
 * their departure is recorded (until then their last time is that arrival, before the range).
 */
async function uniqueInRange(db: Firestore, eventId: string, fromMs: number, toMs: number) {
  const visitors = db.collection(insightVisitorsCollection(eventId));
  const [cameBeforeEnd, goneBeforeStart] = await Promise.all([
    visitors.where('firstAt', '<', at(toMs)).count().get(),
    visitors.where('lastAt', '<', at(fromMs)).count().get(),
  ]);
  return Math.max(0, cameBeforeEnd.data().count - goneBeforeStart.data().count);
}

/**
 * insights-getEventInsights's reading, without the callable's checks (the tests call it on
 * their own data): the range clamped to the event's life, then its slots (at most 2,028
 * documents), two visitor counts, the totals, the voice ledger, the rooms and the sessions.
 */
export async function readEventInsights(
  db: Firestore,
  query: InsightsQuery,
): Promise<EventInsights> {
  const { eventId, event, nowMs } = query;
  const lifeStartMs = await lifeStart(db, query);
  const fromMs = Math.max(query.fromMs, lifeStartMs);
  const toMs = Math.max(fromMs, Math.min(query.toMs, nowMs));

  const [slots, unique, totals, ledger, rooms, sessions] = await Promise.all([
    db
      .collection(insightSlotsCollection(eventId))
      .where('at', '>=', at(fromMs))
      .where('at', '<', at(toMs))
      .orderBy('at')
      .get(),
    uniqueInRange(db, eventId, fromMs, toMs),
    db.doc(insightTotalsDoc(eventId)).get(),
    // The voice ledger (functions/src/audio/conferenceStore.ts usageRef).
    db.doc(`conferences/${eventId}`).get(),
    db.collection(roomsCollection(eventId)).select('name').get(),
    // Sessions starting before the range's end; those also ending after its start overlap it.
    db.collection(sessionsCollection(eventId)).where('startsAt', '<', toMs).get(),
  ]);

  const voice: InsightVoice[] = ledgerConferences(ledger)
    .filter((conference) => conference.endedMs >= fromMs && conference.endedMs < toMs)
    .map((conference) => ({
      endedMs: conference.endedMs,
      userSeconds: conference.totalPresenceDuration,
    }))
    .sort((a, b) => a.endedMs - b.endedMs);
  const mainRoomId = mainRoomOf(eventId === DEMO_EVENT_ID);
  return {
    eventId,
    name: text(event.name),
    slug: text(event.slug) || query.slug,
    lifeStartMs,
    lifeEndMs: nowMs,
    fromMs,
    toMs,
    slots: slots.docs.map(slotOf).filter((slot): slot is InsightSlot => slot !== null),
    uniqueInRange: unique,
    uniqueTotal: whole(totals.get('uniqueAttendees')),
    voice,
    rooms: rooms.docs.map((room) => ({
      id: room.id,
      name: roomDisplayName({ id: room.id, name: room.get('name') }, mainRoomId),
    })),
    sessions: sessions.docs
      .map(sessionOf)
      .filter((session): session is InsightSession => session !== null && session.endMs > fromMs)
      .sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id)),
  };
}
