import {
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Timestamp,
} from 'firebase/firestore';
import { withTimeout } from '../domain/timeout';
import { db } from './firestoreDb';
import { paths } from './paths';

export interface EventUser {
  uid: string;
  name: string;
  avatar: string;
  currentRoom: string;
  sessionId: string;
  online: boolean;
  lastKeepAliveMs: number | null;
  /** Muted by an event admin: the user cannot unmute until it is cleared. */
  mutedTemporarily: boolean;
  /** Muted by themselves (audio.muted) or temporarily by an event admin. */
  muted: boolean;
  /** Banned from the event (set by the ban callables; the member document is the authority). */
  banned: boolean;
}

export interface JoinFields {
  name: string;
  avatar: string;
  currentRoom: string;
  sessionId: string;
}

/** Join: the user's fields are saved and presence is set online in one write. */
export async function joinEvent(eventId: string, uid: string, fields: JoinFields): Promise<void> {
  await setDoc(
    paths.eventUser(eventId, uid),
    {
      ...fields,
      online: true,
      // Only ever false from a client (rules); the ban callable sets it true.
      banned: false,
      lastKeepAlive: serverTimestamp(),
      potentiallyOfflineTimestamp: null,
      audio: { muted: false, micEnabled: false },
    },
    { merge: true },
  );
}

export async function writeKeepAlive(eventId: string, uid: string): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), {
    online: true,
    lastKeepAlive: serverTimestamp(),
  });
}

export async function updateEventUser(
  eventId: string,
  uid: string,
  fields: Partial<Pick<JoinFields, 'avatar' | 'currentRoom' | 'name' | 'sessionId'>>,
): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), fields);
}

/** An events/{e}/users document as the SPA uses it. */
export function toEventUser(uid: string, data: Record<string, unknown>): EventUser {
  const keepAlive = data.lastKeepAlive as Timestamp | null | undefined;
  return {
    uid,
    name: String(data.name ?? ''),
    avatar: String(data.avatar ?? ''),
    currentRoom: String(data.currentRoom ?? ''),
    sessionId: String(data.sessionId ?? ''),
    online: data.online === true,
    lastKeepAliveMs: keepAlive ? keepAlive.toMillis() : null,
    mutedTemporarily: data.mutedTemporarily === true,
    muted:
      (data.audio as { muted?: unknown } | undefined)?.muted === true ||
      data.mutedTemporarily === true,
    banned: data.banned === true,
  };
}

/** One event user, read once (a person clicked in the world); null when there is none. */
export async function readEventUser(eventId: string, uid: string): Promise<EventUser | null> {
  const snap = await getDoc(paths.eventUser(eventId, uid));
  return snap.exists() ? toEventUser(uid, snap.data()) : null;
}

/** Listens to one's own event user (to notice another tab taking over the session). */
export function watchEventUser(
  eventId: string,
  uid: string,
  callback: (user: EventUser | null) => void,
  onRefused: () => void,
) {
  return onSnapshot(
    paths.eventUser(eventId, uid),
    (snap) => {
      const data = snap.data();
      callback(data ? toEventUser(snap.id, data) : null);
    },
    onRefused,
  );
}

/** The audio channel zone the user stands in (null outside every zone). */
export async function setDesiredChannel(
  eventId: string,
  uid: string,
  channelId: string | null,
): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), { desiredChannelId: channelId });
}

/** An event admin mutes someone temporarily, or lifts it (rules: admins, never on oneself). */
export async function setMutedTemporarily(
  eventId: string,
  uid: string,
  muted: boolean,
): Promise<void> {
  await updateDoc(paths.eventUser(eventId, uid), { mutedTemporarily: muted });
}

/** How long leaving waits for the server before going on anyway (the keep-alive catches up). */
const LEAVE_WAIT_MS = 3000;

/**
 * Leaving the event on purpose: offline, and the position removed, so others see the avatar go
 * at once. Never hangs: after LEAVE_WAIT_MS the user goes on, and a missed write is caught by
 * the keep-alive staleness (2 minutes) like a closed tab.
 */
export async function leaveEvent(eventId: string, roomId: string, uid: string): Promise<void> {
  // One atomic batch: a position write still in flight cannot land between the two and
  // leave an avatar standing for a user who is offline (positions/triggers.ts removes one
  // that lands after).
  const batch = writeBatch(db);
  batch.update(paths.eventUser(eventId, uid), { online: false });
  batch.delete(paths.position(eventId, roomId, uid));
  await withTimeout(batch.commit(), LEAVE_WAIT_MS, 'Leaving timed out').catch(() => undefined);
}

/** This tab holds the session again (after another tab took it, or after a lost network). */
export { restartConnection } from './firestoreDb';

export async function claimSession(eventId: string, uid: string, sessionId: string) {
  await updateEventUser(eventId, uid, { sessionId });
  await writeKeepAlive(eventId, uid);
}
