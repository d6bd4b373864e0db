import { onSnapshot } from 'firebase/firestore';
import { paths } from './paths';

/**
 * Whether Firestore reaches its server, as the SDK sees it: while it cannot, every listener's
 * snapshots come from the local cache. It listens to the public event document, which the
 * session already listens to, so it costs no read of its own.
 */
export function watchServerReach(
  eventId: string,
  onChange: (reachable: boolean) => void,
): () => void {
  return onSnapshot(
    paths.event(eventId),
    { includeMetadataChanges: true },
    (snap) => onChange(!snap.metadata.fromCache),
    () => onChange(false),
  );
}

export { restartConnection } from './firestoreDb';
