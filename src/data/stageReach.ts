import { deleteDoc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { StageReach } from '../domain/voice';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * A p2p stage speaker's audience, published by the speaker's own browser at
 * events/{e}/rooms/{r}/stageReach/{uid} = {hearing, waiting, room, t}: the speaker, the
 * organisers and the listeners waiting read the same numbers (firestore.rules
 * isValidStageReach). Written only when they change, at most once a second (SessionVoice).
 */
export async function publishStageReach(
  eventId: string,
  roomId: string,
  reach: StageReach,
): Promise<void> {
  await setDoc(paths.stageReach(eventId, roomId, reach.speaker), {
    hearing: reach.hearing,
    waiting: [...reach.waiting],
    room: reach.room,
    t: serverTimestamp(),
  });
}

/** The speaker left the stage (or the room): its audience is no longer news. */
export async function clearStageReach(eventId: string, roomId: string, uid: string) {
  await deleteDoc(paths.stageReach(eventId, roomId, uid));
}

/** Every published audience of the room (one per speaker; few), live. */
export function watchStageReaches(
  eventId: string,
  roomId: string,
  callback: (reaches: StageReach[]) => void,
): () => void {
  return onSnapshot(
    paths.stageReaches(eventId, roomId),
    (snap) => {
      if (!snap.metadata.fromCache) countReads('stageReach', snap.docChanges().length);
      callback(
        snap.docs.map((doc) => {
          const data = doc.data();
          return {
            speaker: doc.id,
            hearing: typeof data.hearing === 'number' ? data.hearing : 0,
            waiting: Array.isArray(data.waiting)
              ? data.waiting.filter((id): id is string => typeof id === 'string')
              : [],
            room: typeof data.room === 'number' ? data.room : 0,
          };
        }),
      );
    },
    // Unreadable: the overlay keeps the reference's text, as without a p2p budget.
    () => callback([]),
  );
}
