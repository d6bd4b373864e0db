import { onSnapshot } from 'firebase/firestore';
import { paths } from './paths';

/** users/{uid} as a staff page shows it: may this person create events? */
export interface UserRecord {
  createEvents: boolean;
}

/** Staff (or the owner): listens to users/{uid}; `null` when it does not exist. */
export function watchUserRecord(
  uid: string,
  callback: (record: UserRecord | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    paths.user(uid),
    (snap) => {
      if (!snap.exists()) return callback(null);
      callback({ createEvents: snap.get('permissions.createEvents') === true });
    },
    onError,
  );
}

/** The whole event document, live, for the staff event page; `null` when it does not exist. */
export function watchEventDocument(
  eventId: string,
  callback: (data: Record<string, unknown> | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(paths.event(eventId), (snap) => callback(snap.data() ?? null), onError);
}
