import { addDoc, deleteDoc, onSnapshot, query, serverTimestamp, where } from 'firebase/firestore';
import { paths } from './paths';

/**
 * What one peer says to another while setting up a voice connection:
 * - request / release: "my hearing plan wants (no longer wants) a connection with you"
 *   (payload 'stage': "I want to hear you as a stage speaker", one way);
 * - offer / answer / candidate: WebRTC session descriptions and ICE candidates (JSON); a later
 *   offer on the same link is an ICE restart;
 * - restart: "my side lost our path; restart ICE" (to the offering side);
 * - bye: "I closed our connection";
 * - queued / admit: a stage speaker's budget is full, "you wait, at position {payload}";
 *   "a place is free, offer now".
 */
type VoiceSignalKind =
  'request' | 'release' | 'offer' | 'answer' | 'candidate' | 'restart' | 'bye' | 'queued' | 'admit';

export interface VoiceSignal {
  from: string;
  to: string;
  kind: VoiceSignalKind;
  /**
   * JSON of an RTCSessionDescriptionInit or RTCIceCandidateInit; 'stage' on a stage request,
   * the queue position on 'queued'; '' for the other kinds.
   */
  payload: string;
  /** The sender's voice session (one per page load), so stale signals can be told apart. */
  sessionId: string;
  /** Sender's clock, ms. */
  t: number;
  /**
   * The sender's running count within its session: signals that reach a listener in the same
   * snapshot come in document-id order (random), so they are put back in sending order.
   */
  seq: number;
}

/**
 * `at`, the server's time of sending (the rules require it), lets the scheduled sweep
 * (presence-sweepStaleSignals) remove signals nobody read: those addressed to a tab that died.
 */
export async function sendVoiceSignal(eventId: string, signal: VoiceSignal): Promise<void> {
  await addDoc(paths.signals(eventId), { ...signal, at: serverTimestamp() });
}

/**
 * Delivers the signals addressed to `uid` once each, deleting each as it is consumed (the
 * rules let only the recipient read and delete). The query filters on `to`, as the rules
 * require. Signals older than `since` (left over from an earlier page load) are deleted unread.
 */
export function watchVoiceSignals(
  eventId: string,
  uid: string,
  since: number,
  onSignal: (signal: VoiceSignal) => void,
  onError: (error: Error) => void,
): () => void {
  const seen = new Set<string>();
  const q = query(paths.signals(eventId), where('to', '==', uid));
  return onSnapshot(
    q,
    (snap) => {
      const batch: VoiceSignal[] = [];
      for (const change of snap.docChanges()) {
        if (change.type !== 'added' || seen.has(change.doc.id)) continue;
        seen.add(change.doc.id);
        const data = change.doc.data() as Partial<VoiceSignal>;
        void deleteDoc(paths.signal(eventId, change.doc.id)).catch(() => undefined);
        if (typeof data.from !== 'string' || typeof data.kind !== 'string') continue;
        if (typeof data.t !== 'number' || data.t < since) continue;
        batch.push({
          from: data.from,
          to: uid,
          kind: data.kind,
          payload: typeof data.payload === 'string' ? data.payload : '',
          sessionId: typeof data.sessionId === 'string' ? data.sessionId : '',
          t: data.t,
          seq: typeof data.seq === 'number' ? data.seq : 0,
        });
      }
      // A 'bye' overtaken by the next 'offer', or a 'release' by the next 'request', would
      // undo the newer intent: deliver in the order each sender sent them.
      batch.sort((a, b) => a.t - b.t || a.seq - b.seq).forEach(onSignal);
    },
    (error) => onError(error),
  );
}
