// Bot attendees for benchmarks and load checks: online users with positions around the demo
// room's centre, written with the admin SDK (the reference adds bots 10 at a time).
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const ANIMALS = ['arcticFox', 'frog', 'cat', 'dog', 'polarBear'];

export function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-menagerie' });
  return getFirestore(app);
}

// Mirrors cellOf in src/domain/positions.ts (64 m cells); scripts run as plain Node, not TS.
function cellOf(x, y) {
  return `${Math.floor(x / 64)}_${Math.floor(y / 64)}`;
}

export async function addBots(count, { eventId = 'demo', roomId = 'demo' } = {}) {
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < count; i++) {
    const id = `bot-${String(i).padStart(3, '0')}`;
    const angle = (i / count) * Math.PI * 2;
    const x = Math.round((512 + Math.cos(angle) * (3 + (i % 10) * 1.5)) * 100) / 100;
    const y = Math.round((512 + Math.sin(angle) * (3 + (i % 10) * 1.5)) * 100) / 100;
    batch.set(db.doc(`events/${eventId}/users/${id}`), {
      name: `Bot ${i}`,
      avatar: ANIMALS[i % ANIMALS.length],
      currentRoom: roomId,
      sessionId: id,
      online: true,
      isBot: true,
      lastKeepAlive: FieldValue.serverTimestamp(),
    });
    batch.set(db.doc(`events/${eventId}/rooms/${roomId}/positions/${id}`), {
      x,
      y,
      angle: 0,
      interval: 1000,
      cell: cellOf(x, y),
      t: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

export async function removeBots({ eventId = 'demo', roomId = 'demo' } = {}) {
  const db = adminDb();
  const bots = await db.collection(`events/${eventId}/users`).where('isBot', '==', true).get();
  const batch = db.batch();
  for (const doc of bots.docs) {
    batch.delete(doc.ref);
    batch.delete(db.doc(`events/${eventId}/rooms/${roomId}/positions/${doc.id}`));
  }
  await batch.commit();
}
