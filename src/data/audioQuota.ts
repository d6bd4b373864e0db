import { doc, getCountFromServer, onSnapshot, query, where } from 'firebase/firestore';
import { db } from './firestoreDb';
import { paths } from './paths';

/**
 * events/{e}/restricted/audioQuota as quota-accumulateAudioUsage writes it (organisers read
 * it): user-minutes used at `estimatedAtMs` (completed plus the open conferences' estimate),
 * sessions open then, the plan's free minutes (null: unlimited) and flags.
 */
export interface QuotaSummary {
  usedMinutes: number;
  openSessions: number;
  estimatedAtMs: number;
  freeMinutes: number | null;
  paid: boolean;
  freeAudioDisabled: boolean;
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
      });
    },
    onError,
  );
}

/** People online in the event and not banned (the quota warning's "2x online" count). */
export async function countOnlineNonBanned(eventId: string): Promise<number> {
  const online = query(
    paths.eventUsers(eventId),
    where('online', '==', true),
    where('banned', '==', false),
  );
  return (await getCountFromServer(online)).data().count;
}
