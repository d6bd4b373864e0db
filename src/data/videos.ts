import {
  doc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { VIDEO_KEYS } from '../domain/objects/objectProps';
import type { SharedTime } from '../domain/objects/videoSync';
import { db } from './firestoreDb';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * Video screens' playback: the object's playback props (_videoUrl, _videoPlaying, _videoAuthor,
 * _videoCompleted; what the rules let a video controller change) and events/{e}/videos/{key} =
 * {currentTime {value, serverTs, userTs}, completed}, which only the director writes, every
 * 2.5 s while it plays, and every viewer of that URL reads (one document).
 */

/** One screen object, by room and id. */
export interface ScreenRef {
  eventId: string;
  roomId: string;
  instanceId: string;
}

const videoDoc = (eventId: string, key: string) => doc(paths.videos(eventId), key);
const prop = (key: string) => `props.${key}`;

/**
 * The screen's completion map with `key` marked or cleared. Written whole: a key (an encoded
 * URL) may hold '.', which a field path would split.
 */
function completedWith(
  completed: Readonly<Record<string, true>>,
  key: string,
  done: boolean,
): Record<string, true> {
  const next: Record<string, true> = { ...completed };
  if (done) next[key] = true;
  else delete next[key];
  return next;
}

function readTime(data: DocumentData | undefined): SharedTime | null {
  const time = data?.currentTime as Record<string, unknown> | undefined;
  if (!time || typeof time.value !== 'number' || typeof time.userTs !== 'number') return null;
  const serverTs = time.serverTs instanceof Timestamp ? time.serverTs.toMillis() : null;
  return { value: time.value, serverTs, userTs: time.userTs };
}

/**
 * The shared playback time of one URL, live. `onTime` gets it (null: nobody has played it
 * yet) with when it arrived and whether it was the listener's first answer (which may be old,
 * so it is no clock sample).
 */
export function watchVideoTime(
  eventId: string,
  key: string,
  onTime: (time: SharedTime | null, receivedAt: number, first: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  let first = true;
  return onSnapshot(
    videoDoc(eventId, key),
    (snap) => {
      // The director's own pending write is not news to it; viewers never have one.
      if (snap.metadata.hasPendingWrites) return;
      if (!snap.metadata.fromCache) countReads('videos.time', 1);
      onTime(readTime(snap.data()), Date.now(), first);
      first = false;
    },
    onError,
  );
}

/** The director's write of where the video is (every 2.5 s while it plays). */
export async function writeVideoTime(eventId: string, key: string, value: number): Promise<void> {
  await setDoc(
    videoDoc(eventId, key),
    { currentTime: { value, serverTs: serverTimestamp(), userTs: Date.now() } },
    { merge: true },
  );
}

/**
 * Play or pause, by `uid`, who becomes the director; the time goes with it so that viewers
 * start from where the director is. Playing a video that had completed starts it again (its
 * completion mark is cleared).
 */
export async function setVideoPlayback(
  screen: ScreenRef,
  uid: string,
  change: {
    key: string;
    playing: boolean;
    at: number;
    /** The screen's completion map now, when this Play starts a completed video again. */
    restartFrom: Readonly<Record<string, true>> | null;
  },
): Promise<void> {
  const batch = writeBatch(db);
  const instance = paths.instance(screen.eventId, screen.roomId, screen.instanceId);
  batch.update(instance, {
    [prop(VIDEO_KEYS.playing)]: change.playing,
    [prop(VIDEO_KEYS.author)]: uid,
    ...(change.restartFrom && {
      [prop(VIDEO_KEYS.completed)]: completedWith(change.restartFrom, change.key, false),
    }),
  });
  batch.set(
    videoDoc(screen.eventId, change.key),
    {
      currentTime: { value: change.at, serverTs: serverTimestamp(), userTs: Date.now() },
      completed: false,
    },
    { merge: true },
  );
  await batch.commit();
}

/** Marks the URL's video completed (on the object and its playback record) and stops it. */
export async function markVideoCompleted(
  screen: ScreenRef,
  key: string,
  completed: Readonly<Record<string, true>>,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(paths.instance(screen.eventId, screen.roomId, screen.instanceId), {
    [prop(VIDEO_KEYS.completed)]: completedWith(completed, key, true),
    [prop(VIDEO_KEYS.playing)]: false,
  });
  batch.set(videoDoc(screen.eventId, key), { completed: true }, { merge: true });
  await batch.commit();
}

/** A new URL for the screen: it waits, paused, for someone to press play. */
export async function setVideoUrl(screen: ScreenRef, uid: string, url: string): Promise<void> {
  await updateDoc(paths.instance(screen.eventId, screen.roomId, screen.instanceId), {
    [prop(VIDEO_KEYS.url)]: url,
    [prop(VIDEO_KEYS.playing)]: false,
    [prop(VIDEO_KEYS.author)]: uid,
  });
}
