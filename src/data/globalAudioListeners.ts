import {
  deleteDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
import { VOICE } from '../domain/constants';
import type { GlobalAudioListenerEntry } from '../domain/globalAudioListening';
import { db } from './firestoreDb';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * The global-audio page's listen-only participants: events/{e}/globalAudioListeners/{uid} =
 * {at}, written by the page while it listens (firestore.rules: by itself, read by members). A
 * stage speaker's browser serves the stage requests of those announced lately, although they
 * stand in no room. The same write refreshes the listener's events/{e}/users/{uid}
 * lastKeepAlive, and only that field: the voice sweeper keeps the seat of whoever shows signs of
 * life there, while the attendee lists (online, banned) never list a document without them.
 */
export async function announceGlobalAudioListener(eventId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.set(paths.globalAudioListener(eventId, uid), { at: serverTimestamp() });
  batch.set(paths.eventUser(eventId, uid), { lastKeepAlive: serverTimestamp() }, { merge: true });
  await batch.commit();
}

/** The page stops listening: speakers stop serving it at their next plan. */
export async function withdrawGlobalAudioListener(eventId: string, uid: string): Promise<void> {
  await deleteDoc(paths.globalAudioListener(eventId, uid));
}

/**
 * How many announced listeners a stage speaker watches: twice what its browser can serve
 * (VOICE.stageBudget), so its cost is bounded whatever the number of pages embedding the
 * event's audio (the freshest announcements: every listener refreshes its own each minute).
 */
const WATCHED_LISTENERS = 2 * VOICE.stageBudget;

/** The event's freshest announced listeners, live (a stage speaker watches while on stage). */
export function watchGlobalAudioListeners(
  eventId: string,
  callback: (entries: GlobalAudioListenerEntry[]) => void,
): () => void {
  return onSnapshot(
    query(paths.globalAudioListeners(eventId), orderBy('at', 'desc'), limit(WATCHED_LISTENERS)),
    (snap) => {
      if (!snap.metadata.fromCache) countReads('globalAudioListeners', snap.docChanges().length);
      callback(
        snap.docs.map((doc) => {
          const at = doc.get('at') as Timestamp | null | undefined;
          return { uid: doc.id, atMs: typeof at?.toMillis === 'function' ? at.toMillis() : null };
        }),
      );
    },
    // Unreadable (access lost): no listener is served beyond the room.
    () => callback([]),
  );
}
