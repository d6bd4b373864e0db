import {
  deleteDoc,
  onSnapshot,
  serverTimestamp,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
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

/** Every announced listener of the event, live (a stage speaker watches while on stage). */
export function watchGlobalAudioListeners(
  eventId: string,
  callback: (entries: GlobalAudioListenerEntry[]) => void,
): () => void {
  return onSnapshot(
    paths.globalAudioListeners(eventId),
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
