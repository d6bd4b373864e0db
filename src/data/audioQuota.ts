import { doc, onSnapshot } from 'firebase/firestore';
import { db } from './firestoreDb';

/**
 * events/{e}/restricted/audioQuota as quota-accumulateAudioUsage writes it (organisers read
 * it): user-minutes used at `estimatedAtMs` (completed plus the open conferences' estimate),
 * sessions open then, the plan's free minutes (null: unlimited), flags and the online count
 * (counted by the function: a count query would put Firestore's aggregation code in the
 * shared SDK chunk, on every attendee's walk path).
 */
export interface QuotaSummary {
  usedMinutes: number;
  openSessions: number;
  estimatedAtMs: number;
  freeMinutes: number | null;
  paid: boolean;
  freeAudioDisabled: boolean;
  /** People online and not banned when it was written (the warning's "2x online"). */
  onlineNonBanned: number;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The event's quota summary, live; null until the first accumulation wrote one. */
export function watchQuotaSummary(
  eventId: string,
  onSummary: (summary: QuotaSummary | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db, 'events', eventId, 'restricted', 'audioQuota'),
    (snap) => {
      const data = snap.data();
      if (!data) return onSummary(null);
      onSummary({
        usedMinutes: num(data.usedMinutes),
        openSessions: num(data.openSessions),
        estimatedAtMs: num(data.estimatedAtMs),
        freeMinutes: typeof data.freeMinutes === 'number' ? data.freeMinutes : null,
        paid: data.paid === true,
        freeAudioDisabled: data.freeAudioDisabled === true,
        onlineNonBanned: num(data.onlineNonBanned),
      });
    },
    onError,
  );
}
