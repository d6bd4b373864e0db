import {
  deleteDoc,
  deleteField,
  FieldPath,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Timestamp,
} from 'firebase/firestore';
import { TALK, type RaisedHand } from '../domain/talk';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * A talk's raised hands and floor (src/domain/talk.ts says where each lives and who may write
 * it; firestore.rules enforces it). A hand is raised by its owner and lowered by them or by an
 * organiser or speaker; the floor is given and taken by organisers and speakers, and ended by
 * its holder.
 */
export async function raiseHand(eventId: string, roomId: string, uid: string, name: string) {
  await setDoc(paths.hand(eventId, roomId, uid), {
    name: name.slice(0, TALK.nameMax),
    raisedAt: serverTimestamp(),
  });
}

export async function lowerHand(eventId: string, roomId: string, uid: string) {
  await deleteDoc(paths.hand(eventId, roomId, uid));
}

/** Whether the owner's hand is raised (it may be lowered by an organiser), live. */
export function watchOwnHand(
  eventId: string,
  roomId: string,
  uid: string,
  callback: (raised: boolean) => void,
): () => void {
  return onSnapshot(
    paths.hand(eventId, roomId, uid),
    (snap) => callback(snap.exists()),
    // Unreadable (the session is ending): shown lowered, as the rules will have it.
    () => callback(false),
  );
}

/**
 * The room's raised hands, oldest first, at most TALK.queueLimit: for organisers and speakers
 * (the rules refuse anyone else's list, and one without the limit). `onError` says why it
 * stopped.
 */
export function watchHandQueue(
  eventId: string,
  roomId: string,
  callback: (hands: RaisedHand[]) => void,
  onError: (error: Error) => void,
): () => void {
  const queue = query(paths.hands(eventId, roomId), orderBy('raisedAt'), limit(TALK.queueLimit));
  return onSnapshot(
    queue,
    { includeMetadataChanges: false },
    (snap) => {
      if (!snap.metadata.fromCache) countReads('hands', snap.docChanges().length);
      callback(
        snap.docs.map((doc) => {
          // A pending raise has no server time yet: estimated rather than null, as it is ours.
          const raisedAt = doc.get('raisedAt', {
            serverTimestamps: 'estimate',
          }) as Timestamp | null;
          const name = doc.get('name') as unknown;
          return {
            uid: doc.id,
            name: typeof name === 'string' ? name : '',
            raisedAt: raisedAt ? raisedAt.toMillis() : null,
          };
        }),
      );
    },
    onError,
  );
}

/** Gives `uid` the floor (organisers and speakers; at most TALK.maxFloor hold it). */
export async function giveFloor(eventId: string, uid: string) {
  await updateDoc(paths.event(eventId), new FieldPath('eventStage', 'floor', uid), true);
}

/** Takes the floor back from `uid`, or (their own uid) its holder ends it. */
export async function takeFloor(eventId: string, uid: string) {
  await updateDoc(paths.event(eventId), new FieldPath('eventStage', 'floor', uid), deleteField());
}
