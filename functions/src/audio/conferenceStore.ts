// Where voice usage lives and how sessions of one conference open and close. Usage is kept out
// of the public event document (which anyone may read) in conferences/{eventId}, written only
// by functions:
//   conferences/{eventId}                         { completedConferences: { [conferenceId]:
//                                                     { alias, started, ended, seconds,
//                                                       totalPresenceDuration, activeUsers,
//                                                       users: [uid] } },
//                                                   lastConferenceEnded }
//   conferences/{eventId}/openConferences/{alias} OpenConference (src/domain/voice/usage.ts)
// and the voice seats, { voiceSeats: { uid: alias } } on conferences/{eventId}: who is in voice
// in the event now, kept in the same transactions that open and close sessions, so the trial
// capacity counts exactly and the signalling rules can tell who may talk (peer-to-peer).
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  joinConference,
  leaveConference,
  type CompletedConference,
  type OpenConference,
} from '../../../src/domain/voice/usage';
import { db } from '../shared/admin';
import type { LedgerView } from './quotaGate';

export const OPEN_CONFERENCES = 'openConferences';

export const usageRef = (eventId: string) => db.doc(`conferences/${eventId}`);

/**
 * conferences/{e}.pendingAccounting: set by whatever changes what the audio quota summary says
 * (a voice session opening or closing, the event's plan or subscription changing) and cleared
 * by quota-accumulateAudioUsage once nothing is open: the scheduled pass reads only the ledgers
 * with something to count, not every event there ever was.
 */
export const PENDING_ACCOUNTING = 'pendingAccounting';

/** Marks the event's usage for the next accounting pass (a plan or a subscription changed). */
export async function markUsagePending(eventId: string): Promise<void> {
  await usageRef(eventId).set({ [PENDING_ACCOUNTING]: true }, { merge: true });
}

const openConferenceRef = (eventId: string, alias: string) =>
  db.doc(`conferences/${eventId}/${OPEN_CONFERENCES}/${alias}`);

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The stored open conference, tolerating a document that lost fields (written by hand or an
 * older version): sessions without a time are dropped, missing times fall back to the earliest
 * join, so one bad document can never produce a NaN usage entry.
 */
function readOpenConference(snap: DocumentSnapshot): OpenConference | null {
  if (!snap.exists) return null;
  const data = snap.data() ?? {};
  const sessions: Record<string, number> = {};
  for (const [uid, joinedMs] of Object.entries(data.sessions ?? {})) {
    if (isTime(joinedMs)) sessions[uid] = joinedMs;
  }
  const earliestJoin = Math.min(...Object.values(sessions));
  const startedMs = isTime(data.startedMs)
    ? data.startedMs
    : Number.isFinite(earliestJoin)
      ? earliestJoin
      : 0;
  return {
    conferenceId: typeof data.conferenceId === 'string' ? data.conferenceId : snap.id,
    alias: typeof data.alias === 'string' ? data.alias : snap.id,
    startedMs,
    lastLeftMs: isTime(data.lastLeftMs) ? data.lastLeftMs : startedMs,
    closedPresenceMs: isTime(data.closedPresenceMs) ? data.closedPresenceMs : 0,
    users: {
      ...data.users,
      ...Object.fromEntries(Object.keys(sessions).map((uid) => [uid, true])),
    },
    sessions,
  };
}

/** conferences/{eventId}.voiceSeats as stored (entries that are not aliases dropped). */
function readSeats(usage: DocumentSnapshot): Record<string, string> {
  const raw: unknown = usage.get('voiceSeats');
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(([, alias]) => typeof alias === 'string'),
  ) as Record<string, string>;
}

/** The event's ledger (seats, completed and open conferences), in `tx` when given. */
export async function readLedger(eventId: string, tx?: Transaction): Promise<LedgerView> {
  const openQuery = usageRef(eventId).collection(OPEN_CONFERENCES);
  const [usage, openSnap] = tx
    ? await Promise.all([tx.get(usageRef(eventId)), tx.get(openQuery)])
    : await Promise.all([usageRef(eventId).get(), openQuery.get()]);
  const completed: unknown = usage.get('completedConferences');
  return {
    seats: readSeats(usage),
    completed:
      completed && typeof completed === 'object' ? (completed as LedgerView['completed']) : {},
    open: openSnap.docs.flatMap((doc) => readOpenConference(doc) ?? []),
    pending: usage.get(PENDING_ACCOUNTING) === true,
  };
}

/**
 * Opens `uid`'s session in a conference and gives them a voice seat; false when they were
 * already in it. `admit` sees the ledger inside the transaction and throws to refuse (the
 * quota), so two people cannot both take the last seat.
 */
export async function openSession(
  eventId: string,
  alias: string,
  uid: string,
  nowMs: number,
  admit: (ledger: LedgerView) => void = () => {},
): Promise<boolean> {
  const openRef = openConferenceRef(eventId, alias);
  return db.runTransaction(async (tx) => {
    const ledger = await readLedger(eventId, tx);
    const open = readOpenConference(await tx.get(openRef));
    admit(ledger);
    if (ledger.seats[uid] !== alias || !ledger.pending) {
      tx.set(
        usageRef(eventId),
        { voiceSeats: { [uid]: alias }, [PENDING_ACCOUNTING]: true },
        { merge: true },
      );
    }
    if (open && uid in open.sessions) return false;
    const init = { conferenceId: open?.conferenceId ?? db.collection('_').doc().id, alias };
    tx.set(openRef, joinConference(open, init, uid, nowMs));
    return true;
  });
}

/** A session to close and when it ended. */
export interface SessionClose {
  uid: string;
  leftAtMs: number;
}

/**
 * Closes sessions of one conference in one transaction (a leave, or the sweeper's stale ones);
 * the last close turns the conference into a completedConferences entry. `pick` chooses the
 * sessions to close from the conference as it is now (it may read more documents); `extra`
 * adds writes that must go with the closes. Returns the uids whose session was closed.
 */
export async function closeSessions(
  eventId: string,
  alias: string,
  pick: (open: OpenConference, tx: Transaction) => Promise<SessionClose[]> | SessionClose[],
  extra?: (tx: Transaction, closed: string[]) => void,
): Promise<string[]> {
  const openRef = openConferenceRef(eventId, alias);
  return db.runTransaction(async (tx) => {
    const [openSnap, usageSnap] = await Promise.all([tx.get(openRef), tx.get(usageRef(eventId))]);
    let open = readOpenConference(openSnap);
    if (!open) return [];
    // Everyone who was ever in it (closing sessions keeps `users`): the staff usage report
    // counts distinct people across an event's conferences, which per-conference counts cannot.
    const everyone = Object.keys(open.users);
    let completed: CompletedConference | null = null;
    const closed: string[] = [];
    for (const { uid, leftAtMs } of await pick(open, tx)) {
      const outcome = leaveConference(open, uid, leftAtMs);
      if (!outcome.changed) continue;
      closed.push(uid);
      open = outcome.open;
      completed = outcome.completed ?? completed;
    }
    if (closed.length === 0) return closed;
    if (open) tx.set(openRef, open);
    else tx.delete(openRef);
    // A seat goes with the session in the alias it names: someone who already moved to a
    // zone's alias (joined there first) keeps their seat when the old session closes.
    const seats = readSeats(usageSnap);
    const freed = closed.filter((uid) => seats[uid] === alias);
    const usageWrite: Record<string, unknown> = { [PENDING_ACCOUNTING]: true };
    if (freed.length > 0) {
      usageWrite.voiceSeats = Object.fromEntries(freed.map((uid) => [uid, FieldValue.delete()]));
    }
    if (completed) {
      const previous: unknown = usageSnap.get('lastConferenceEnded');
      usageWrite.completedConferences = {
        [completed.conferenceId]: { ...completedEntry(completed), users: everyone },
      };
      usageWrite.lastConferenceEnded =
        previous instanceof Timestamp && previous.toMillis() > completed.endedMs
          ? previous
          : Timestamp.fromMillis(completed.endedMs);
    }
    tx.set(usageRef(eventId), usageWrite, { merge: true });
    extra?.(tx, closed);
    return closed;
  });
}

function completedEntry(completed: CompletedConference) {
  return {
    alias: completed.alias,
    started: Timestamp.fromMillis(completed.startedMs),
    ended: Timestamp.fromMillis(completed.endedMs),
    seconds: completed.seconds,
    totalPresenceDuration: completed.totalPresenceDuration,
    activeUsers: completed.activeUsers,
  };
}
