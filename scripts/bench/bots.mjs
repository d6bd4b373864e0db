// Standing bot attendees for benchmarks (the in-browser draw-call figure): the bots of
// `npm run bots` (scripts/bots.mjs), placed around the spawn and left still.
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
