import {
  addDoc,
  deleteDoc,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { SHARE, SHARE_SIGNAL_KINDS, type ScreenShare, type ShareSignalKind } from '../domain/share';
import { paths } from './paths';
import { countReads } from './readMeter';

/**
 * Screen shares and their p2p signals (src/domain/share.ts says where each lives and who may
 * write it; firestore.rules enforces it).
 */

/** Starts a share on a screen; refused (permission-denied) when the screen already holds one. */
export async function startShare(
  eventId: string,
  roomId: string,
  screenId: string,
  share: { uid: string; name: string; session: string },
): Promise<void> {
  await setDoc(paths.share(eventId, roomId, screenId), {
    uid: share.uid,
    name: share.name.slice(0, SHARE.nameMax) || '?',
    session: share.session,
    startedAt: serverTimestamp(),
  });
}

/** Ends a share (its sharer, or an organiser). */
export async function endShare(eventId: string, roomId: string, screenId: string): Promise<void> {
  await deleteDoc(paths.share(eventId, roomId, screenId));
}

/**
 * The room's shares, by screen, live: one document per screen that holds one, so the listener
 * grows with the room's screens, never with its people.
 */
export function watchShares(
  eventId: string,
  roomId: string,
  callback: (shares: ReadonlyMap<string, ScreenShare>) => void,
): () => void {
  return onSnapshot(
    paths.shares(eventId, roomId),
    (snap) => {
      if (!snap.metadata.fromCache) countReads('shares', snap.docChanges().length);
      const shares = new Map<string, ScreenShare>();
      for (const d of snap.docs) {
        const data = d.data();
        if (typeof data.uid !== 'string') continue;
        const startedAt = d.get('startedAt', { serverTimestamps: 'estimate' }) as Timestamp | null;
        shares.set(d.id, {
          screenId: d.id,
          uid: data.uid,
          name: typeof data.name === 'string' ? data.name : '',
          session: typeof data.session === 'string' ? data.session : '',
          startedAt: startedAt ? startedAt.toMillis() : null,
        });
      }
      callback(shares);
    },
    // Unreadable (the session is ending): no shares.
    () => callback(new Map()),
  );
}

/** One p2p share signal, between a share's sharer and one viewer. */
export interface ShareSignal {
  from: string;
  to: string;
  roomId: string;
  screenId: string;
  /** The sender's page session. */
  session: string;
  kind: ShareSignalKind;
  /** JSON of a description or candidate; a QueuedPayload on 'queued'; '' otherwise. */
  payload: string;
  /** Sender's clock (ms) and running count: the order in which it sent them. */
  t: number;
  seq: number;
}

export async function sendShareSignal(eventId: string, signal: ShareSignal): Promise<void> {
  await addDoc(paths.shareSignals(eventId), { ...signal, at: serverTimestamp() });
}

const isKind = (kind: unknown): kind is ShareSignalKind =>
  SHARE_SIGNAL_KINDS.includes(kind as ShareSignalKind);

/**
 * Delivers the share signals addressed to `uid`, once each and in the order each sender sent
 * them, deleting each as it is read (the rules let only the recipient read and delete). Signals
 * older than `since` (an earlier page load's) are deleted unread.
 */
export function watchShareSignals(
  eventId: string,
  uid: string,
  since: number,
  onSignal: (signal: ShareSignal) => void,
  onError: (error: Error) => void,
): () => void {
  const seen = new Set<string>();
  return onSnapshot(
    query(paths.shareSignals(eventId), where('to', '==', uid)),
    (snap) => {
      const batch: ShareSignal[] = [];
      for (const change of snap.docChanges()) {
        if (change.type !== 'added' || seen.has(change.doc.id)) continue;
        seen.add(change.doc.id);
        void deleteDoc(doc(paths.shareSignals(eventId), change.doc.id)).catch(() => undefined);
        const data = change.doc.data() as Partial<ShareSignal>;
        if (typeof data.from !== 'string' || !isKind(data.kind)) continue;
        if (typeof data.t !== 'number' || data.t < since) continue;
        batch.push({
          from: data.from,
          to: uid,
          roomId: String(data.roomId ?? ''),
          screenId: String(data.screenId ?? ''),
          session: String(data.session ?? ''),
          kind: data.kind,
          payload: typeof data.payload === 'string' ? data.payload : '',
          t: data.t,
          seq: typeof data.seq === 'number' ? data.seq : 0,
        });
      }
      batch.sort((a, b) => a.t - b.t || a.seq - b.seq).forEach(onSignal);
    },
    onError,
  );
}
