import { onSnapshot, updateDoc } from 'firebase/firestore';
import { paths } from './paths';

/** The user's own audio flags, as the voice UI needs them. */
export interface OwnAudioFlags {
  muted: boolean;
  /** Set by an event admin: the user cannot unmute until it is cleared. */
  mutedTemporarily: boolean;
}

export async function setAudioMuted(eventId: string, uid: string, muted: boolean): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), { 'audio.muted': muted });
}

export function watchOwnAudioFlags(
  eventId: string,
  uid: string,
  callback: (flags: OwnAudioFlags) => void,
): () => void {
  return onSnapshot(
    paths.eventUser(eventId, uid),
    (snap) => {
      const data = snap.data() ?? {};
      const audio = (data.audio ?? {}) as { muted?: unknown };
      callback({ muted: audio.muted === true, mutedTemporarily: data.mutedTemporarily === true });
    },
    () => undefined,
  );
}
