/**
 * Bot documents in Firestore, for both drivers of bots: the staff page's callables and the
 * `npm run bots` CLI (scripts/bots.mjs loads this file through Vite). So it takes the admin
 * SDK handle as an argument and imports only types from firebase-admin: the CLI and functions/
 * each bring their own copy of the SDK, whose server-timestamp sentinels do not mix.
 */
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import {
  botPositionDoc,
  botStepDoc,
  botUserDoc,
  botWearer,
  keepAliveDue,
} from '../../../src/domain/bots';
import type { StoredPosition } from '../../../src/domain/positions';
import {
  eventUserDoc,
  eventUsersCollection,
  positionDoc,
} from '../../../src/domain/protocol/paths';

/** A bot as its driver knows it. */
export interface Bot {
  id: string;
  roomId: string;
  position: StoredPosition;
}

/** An admin SDK database and that SDK's FieldValue.serverTimestamp. */
export interface BotDb {
  db: Firestore;
  serverTime: () => unknown;
}

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

async function commitInBatches(db: Firestore, writes: Array<(batch: WriteBatch) => void>) {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}

const userPath = (eventId: string, id: string) => eventUserDoc(eventId, id);
const positionPath = (eventId: string, roomId: string, id: string) =>
  positionDoc(eventId, roomId, id);

/** Writes new bots' user and position documents; names count on from `firstOrdinal`. */
export async function addBotDocs(
  { db, serverTime }: BotDb,
  eventId: string,
  bots: readonly Bot[],
  firstOrdinal: number,
): Promise<void> {
  await commitInBatches(
    db,
    bots.flatMap((bot, i) => [
      (batch: WriteBatch) =>
        batch.set(
          db.doc(userPath(eventId, bot.id)),
          botUserDoc(bot.id, firstOrdinal + i, bot.roomId, serverTime()),
        ),
      (batch: WriteBatch) =>
        batch.set(
          db.doc(positionPath(eventId, bot.roomId, bot.id)),
          botPositionDoc(bot.position, botWearer(firstOrdinal + i), serverTime()),
        ),
    ]),
  );
}

/**
 * Writes one step of the bots: every position (unless `positions` is false: bots standing
 * still), and the keep-alives due at `step` (each bot once a minute, phased by its place in
 * `bots`).
 */
export async function writeBotStep(
  { db, serverTime }: BotDb,
  eventId: string,
  bots: readonly Bot[],
  step: number,
  { positions = true }: { positions?: boolean } = {},
): Promise<void> {
  const writes: Array<(batch: WriteBatch) => void> = [];
  bots.forEach((bot, i) => {
    if (positions) {
      writes.push((batch) =>
        batch.set(
          db.doc(positionPath(eventId, bot.roomId, bot.id)),
          botStepDoc(bot.position, serverTime()),
          { merge: true },
        ),
      );
    }
    if (keepAliveDue(i, step)) {
      writes.push((batch) =>
        batch.update(db.doc(userPath(eventId, bot.id)), {
          online: true,
          lastKeepAlive: serverTime(),
        }),
      );
    }
  });
  await commitInBatches(db, writes);
}

/** The event's bots (isBot users) and their rooms, in id order. */
async function findBots(
  db: Firestore,
  eventId: string,
): Promise<Array<{ id: string; roomId: string }>> {
  const snap = await db.collection(eventUsersCollection(eventId)).where('isBot', '==', true).get();
  return snap.docs
    .map((doc) => ({ id: doc.id, roomId: String(doc.get('currentRoom') ?? '') }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** How many bots the event has. */
export async function countBots(db: Firestore, eventId: string): Promise<number> {
  const snap = await db
    .collection(eventUsersCollection(eventId))
    .where('isBot', '==', true)
    .count()
    .get();
  return snap.data().count;
}

/** The bots with their stored positions; a bot whose position is gone is left out. */
export async function readBots(db: Firestore, eventId: string): Promise<Bot[]> {
  const found = await findBots(db, eventId);
  if (found.length === 0) return [];
  const snaps = await db.getAll(
    ...found.map((bot) => db.doc(positionPath(eventId, bot.roomId, bot.id))),
  );
  return found.flatMap((bot, i) => {
    const data = snaps[i]?.data();
    if (!data) return [];
    const position = { x: Number(data.x), y: Number(data.y), angle: Number(data.angle) };
    return [{ ...bot, position }];
  });
}

/** Deletes every bot of the event (user and position documents); returns how many. */
export async function deleteBots(db: Firestore, eventId: string): Promise<number> {
  const bots = await findBots(db, eventId);
  await commitInBatches(
    db,
    bots.flatMap((bot) => [
      (batch: WriteBatch) => batch.delete(db.doc(userPath(eventId, bot.id))),
      (batch: WriteBatch) => batch.delete(db.doc(positionPath(eventId, bot.roomId, bot.id))),
    ]),
  );
  return bots.length;
}
