// Insights (issue 33): visits. A person's first arrival creates their visitor document and
// counts them once, however often it is recorded; later arrivals and departures widen their
// first and last times; the positions triggers record them; and deleting the account removes
// the visitor document (a departure the deletion itself triggers does not bring it back) while
// the count of everyone who came stays.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteUserResult } from '../../src/domain/protocol/callables';
import {
  eventUserDoc,
  insightTotalsDoc,
  insightVisitorDoc,
  positionDoc,
  roomCountsCollection,
} from '../../src/domain/protocol/paths';
import { readEventInsights } from '../../functions/src/insights/readInsights';
import { recordVisit } from '../../functions/src/insights/visits';
import { db as functionsDb } from '../../functions/src/shared/admin';
import { adminDb, closeClients, signedInUser, warmUp, type Client } from './support/emulators';
import { createEventFixture } from './support/fixtures';
import { until } from './support/until';

const T = Date.UTC(2024, 2, 5, 9);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let visitor: Client;

beforeAll(async () => {
  visitor = await signedInUser();
  await warmUp(visitor, { 'user-deleteUser': 'not-an-object' });
}, 60_000);
afterAll(closeClients);

async function joinedEvent(uid: string) {
  const { eventId } = await createEventFixture({ creatorId: 'insights-creator', rooms: ['hall'] });
  await adminDb.doc(eventUserDoc(eventId, uid)).set({ name: 'Visitor', online: true });
  return eventId;
}

const visitorOf = async (eventId: string, uid: string) =>
  (await adminDb.doc(insightVisitorDoc(eventId, uid)).get()).data();
const totalOf = async (eventId: string) =>
  (await adminDb.doc(insightTotalsDoc(eventId)).get()).get('uniqueAttendees') as unknown;
const at = (ms: number) => Timestamp.fromMillis(ms);

describe('visits', () => {
  it('counts a first visit once, even recorded twice, and widens the times after', async () => {
    const eventId = await joinedEvent('walker');
    const twice = await Promise.all([
      recordVisit(functionsDb, eventId, 'walker', T),
      recordVisit(functionsDb, eventId, 'walker', T),
    ]);
    expect(twice.sort()).toEqual(['again', 'first']);
    expect(await visitorOf(eventId, 'walker')).toEqual({ firstAt: at(T), lastAt: at(T) });
    expect(await totalOf(eventId)).toBe(1);

    // A departure later, then an arrival whose trigger ran late: each widens its end.
    await recordVisit(functionsDb, eventId, 'walker', T + 30 * MINUTE);
    await recordVisit(functionsDb, eventId, 'walker', T - 5 * MINUTE);
    await recordVisit(functionsDb, eventId, 'walker', T + 10 * MINUTE);
    expect(await visitorOf(eventId, 'walker')).toEqual({
      firstAt: at(T - 5 * MINUTE),
      lastAt: at(T + 30 * MINUTE),
    });
    expect(await totalOf(eventId)).toBe(1);

    // Someone else counts too; someone with no event user document is not recorded.
    await adminDb.doc(eventUserDoc(eventId, 'runner')).set({ name: 'Runner' });
    expect(await recordVisit(functionsDb, eventId, 'runner', T)).toBe('first');
    expect(await recordVisit(functionsDb, eventId, 'ghost', T)).toBe('skipped');
    expect(await visitorOf(eventId, 'ghost')).toBeUndefined();
    expect(await totalOf(eventId)).toBe(2);

    // In a range: whoever first came before its end and was last seen at or after its start.
    const inRange = async (fromMs: number, toMs: number) =>
      (
        await readEventInsights(functionsDb, {
          eventId,
          slug: '',
          event: {},
          fromMs,
          toMs,
          nowMs: Date.now(),
        })
      ).uniqueInRange;
    expect(await inRange(T - HOUR, T - 5 * MINUTE)).toBe(0);
    expect(await inRange(T - HOUR, T)).toBe(1);
    expect(await inRange(T, T + HOUR)).toBe(2);
    expect(await inRange(T + MINUTE, T + HOUR)).toBe(1);
    expect(await inRange(T + 30 * MINUTE + 1, T + HOUR)).toBe(0);
  });

  it('the positions triggers record arrivals and departures; deleting the account removes the visitor, the count stays', async () => {
    const { uid } = visitor;
    const eventId = await joinedEvent(uid);
    const position = adminDb.doc(positionDoc(eventId, 'hall', uid));
    const place = () => position.set({ x: 1, y: 1, t: FieldValue.serverTimestamp() });
    const lastAt = async () => (await visitorOf(eventId, uid))?.lastAt as Timestamp | undefined;

    await place();
    const arrived = await until(lastAt, (last) => last !== undefined);
    // The emulator stamps a trigger's event in whole seconds: the departure must come in a later
    // second to move the time (a clean-clone run left and arrived within one and timed out).
    await until(
      async () => Date.now(),
      (now) => now >= arrived!.toMillis() + 1_000,
    );
    await position.delete();
    await until(lastAt, (last) => last !== undefined && last.toMillis() > arrived!.toMillis());
    expect(await totalOf(eventId)).toBe(1);

    // Still in the room when the account goes: the erasure deletes the position, whose
    // departure trigger runs after the visitor document was deleted.
    await place();
    const count = adminDb.doc(`${roomCountsCollection(eventId)}/hall`);
    await until(
      async () => (await count.get()).get('count') as unknown,
      (n) => n === 1,
    );
    expect(await visitor.call<DeleteUserResult>('user-deleteUser', {})).toEqual({ success: true });
    await until(
      async () => (await count.get()).get('count') as unknown,
      (n) => n === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await visitorOf(eventId, uid)).toBeUndefined();
    expect(await totalOf(eventId)).toBe(1);
  }, 60_000);
});
