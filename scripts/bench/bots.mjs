// Bot attendees for benchmarks: the bots of `npm run bots` (scripts/bots.mjs), standing around
// the spawn (the in-browser draw-call figure) or a crowd moved step by step (scale, soak).
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { importTs } from '../ts-modules.mjs';

export function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-menagerie' });
  return getFirestore(app);
}

export async function addBots(count, { eventId = 'demo', roomId = 'demo' } = {}) {
  const store = await importTs('functions/src/admin/botStore.ts');
  const domain = await importTs('src/domain/bots.ts');
  const bots = Array.from({ length: count }, () => ({
    id: domain.newBotId(Math.random),
    roomId,
    position: domain.placeBot(domain.NEAR_SPAWN_AREA, Math.random),
  }));
  const db = { db: adminDb(), serverTime: () => FieldValue.serverTimestamp() };
  await store.addBotDocs(db, eventId, bots, 1);
}

export async function removeBots({ eventId = 'demo' } = {}) {
  const store = await importTs('functions/src/admin/botStore.ts');
  await store.deleteBots(adminDb(), eventId);
}

/** A crowd of moving bots in one room, placed, stepped and removed through the bots' own store. */
export async function botCrowd(eventId, roomId) {
  const store = await importTs('functions/src/admin/botStore.ts');
  const domain = await importTs('src/domain/bots.ts');
  const db = { db: adminDb(), serverTime: () => FieldValue.serverTimestamp() };
  const bots = [];
  let step = 0;
  return {
    count: () => bots.length,
    async grow(total, area) {
      const added = Array.from({ length: total - bots.length }, () => ({
        id: domain.newBotId(Math.random),
        roomId,
        position: domain.placeBot(area, Math.random),
      }));
      await store.addBotDocs(db, eventId, added, bots.length + 1);
      bots.push(...added);
    },
    /** One step of every bot; resolves with the time the batch took. */
    async step(area) {
      const started = Date.now();
      for (const bot of bots) bot.position = domain.stepBot(bot.position, area, Math.random);
      await store.writeBotStep(db, eventId, bots, ++step);
      return Date.now() - started;
    },
    async removeAll() {
      await store.deleteBots(adminDb(), eventId);
      bots.length = 0;
    },
    areas: { spread: domain.SPREAD_AREA, clustered: domain.clusterArea() },
  };
}
