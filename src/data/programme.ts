import { limit, onSnapshot, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { PROGRAMME, type ProgrammeSession } from '../domain/programme';
import { bound } from './callables';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * The event's programme (src/domain/programme.ts says where each part lives and who writes
 * it). Organisers save and delete sessions through the programme callables, which check the
 * bounds, the room and the screen; members listen to the programme; each person keeps their
 * own stars.
 *
 * The attendees' panel, notice and portal titles use the listeners and the stars; the
 * organisers' editor uses the callables.
 */

/** Adds a session (no sessionId) or edits one; a refusal carries the sentence and its field. */
export const saveSession = bound('programme-saveSession');

export const deleteSession = bound('programme-deleteSession');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const time = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A session document as the programme shows it (the callables wrote it: well-formed). */
function sessionOf(id: string, data: DocumentData): ProgrammeSession {
  const speakers: unknown = data.speakers;
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    startsAt: time(data.startsAt),
    endsAt: time(data.endsAt),
    roomId: text(data.roomId),
    speakers: Array.isArray(speakers) ? speakers.filter((s) => typeof s === 'string') : [],
    screenId: typeof data.screenId === 'string' ? data.screenId : null,
  };
}

/**
 * The programme, live, by start time: one listener on the sessions, at most
 * PROGRAMME.maxSessions (all there can be). `onError` says why it stopped (the rules refuse a
 * non-member).
 */
export function watchProgramme(
  eventId: string,
  callback: (sessions: ProgrammeSession[]) => void,
  onError: (error: Error) => void,
): () => void {
  const programme = query(
    paths.sessions(eventId),
    orderBy('startsAt'),
    limit(PROGRAMME.maxSessions),
  );
  return onSnapshot(
    programme,
    (snap) => {
      if (!snap.metadata.fromCache) countReads('programme', snap.docChanges().length);
      callback(snap.docs.map((doc) => sessionOf(doc.id, doc.data())));
    },
    onError,
  );
}

/** The person's starred session ids, live ([] when they have starred none). */
export function watchStars(
  eventId: string,
  uid: string,
  callback: (sessionIds: string[]) => void,
): () => void {
  return onSnapshot(
    paths.programmeStars(eventId, uid),
    (snap) => {
      const sessions: unknown = snap.get('sessions');
      callback(Array.isArray(sessions) ? sessions.filter((id) => typeof id === 'string') : []);
    },
    // Unreadable (the session is ending, access withdrawn): shown as no stars.
    () => callback([]),
  );
}

/**
 * Keeps the person's stars: duplicates dropped, at most PROGRAMME.maxStars (the rules refuse
 * more), stamped by the server.
 */
export async function setStars(eventId: string, uid: string, sessionIds: readonly string[]) {
  await setDoc(paths.programmeStars(eventId, uid), {
    sessions: [...new Set(sessionIds)].slice(0, PROGRAMME.maxStars),
    updatedAt: serverTimestamp(),
  });
}
