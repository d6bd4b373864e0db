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

/** Whether this user's microphone is on: open and not muted (written only when it changes). */
export async function setAudioMicEnabled(eventId: string, uid: string, on: boolean): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), { 'audio.micEnabled': on });
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

/** The room's stored audio settings (blank = default; the domain's roomAudio applies them). */
export interface StoredRoomAudio {
  audioAttenuation: number | string | null;
  audioRolloff: number | string | null;
}

export function watchRoomAudioSettings(
  eventId: string,
  roomId: string,
  callback: (settings: StoredRoomAudio) => void,
): () => void {
  const field = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string' ? value : null;
  return onSnapshot(
    paths.room(eventId, roomId),
    (snap) => {
      const data = snap.data() ?? {};
      callback({
        audioAttenuation: field(data.audioAttenuation),
        audioRolloff: field(data.audioRolloff),
      });
    },
    // Unreadable settings: the defaults stay in force.
    () => undefined,
  );
}
