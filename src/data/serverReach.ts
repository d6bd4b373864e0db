import { onSnapshot, waitForPendingWrites } from 'firebase/firestore';
import { db } from './firestoreDb';
import { paths } from './paths';
import { SERVER_REACH } from '../domain/serverReach';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether Firestore reaches its server, from two signs: the SDK's own view (while offline,
 * listeners' snapshots come from the local cache: it listens to the public event document,
 * which the session already listens to, so at no cost), and writes that stay unacknowledged.
 * The second is needed: the SDK's transport retries a lost listen connection by itself for a
 * while before the SDK calls itself offline, and a paused server is never "offline" at all.
 */
export function watchServerReach(
  eventId: string,
  onChange: (reachable: boolean) => void,
): () => void {
  let fromCache = false;
  let writesStuck = false;
  let stopped = false;
  const emit = () => {
    if (!stopped) onChange(!fromCache && !writesStuck);
  };
  const stopListening = onSnapshot(
    paths.event(eventId),
    { includeMetadataChanges: true },
    (snap) => {
      fromCache = snap.metadata.fromCache;
      emit();
    },
    () => {
      fromCache = true;
      emit();
    },
  );
  void (async () => {
    while (!stopped) {
      // Resolves once the writes pending now are acknowledged (at once when there are none).
      const acknowledged = waitForPendingWrites(db).catch(() => undefined);
      const inTime = await Promise.race([
        acknowledged.then(() => true),
        delay(SERVER_REACH.writeStuckMs).then(() => false),
      ]);
      if (!inTime) {
        writesStuck = true;
        emit();
        await acknowledged;
        writesStuck = false;
        emit();
      }
      await delay(SERVER_REACH.checkEveryMs);
    }
  })();
  return () => {
    stopped = true;
    stopListening();
  };
}

export { restartConnection } from './firestoreDb';
