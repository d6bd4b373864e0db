import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

/** The room the user was in, if their document names one. */
function roomOf(user: DocumentSnapshot): DocumentReference | null {
  const room: unknown = user.get('currentRoom');
  const event = user.ref.parent.parent;
  if (!event || typeof room !== 'string' || !room || room.includes('/')) return null;
  return event.collection('rooms').doc(room);
}

/**
 * The user's screen shares (src/domain/share.ts) in the room they were in, read inside the
 * transaction that marks them offline, before its writes: writeOffline deletes them in the same
 * commit as the flag. In the transaction rather than after its commit, so nothing can mark the
 * user offline and leave their share up (a failure after the commit would, and no sweep looks
 * at shares), and a share the user starts again once back online is never taken for the old
 * one; a create that lands after the commit is refused by the rules (offline).
 */
export async function readOwnShares(
  tx: Transaction,
  user: DocumentSnapshot,
): Promise<DocumentReference[]> {
  const room = roomOf(user);
  if (!room) return [];
  const shares = await tx.get(room.collection('shares').where('uid', '==', user.id));
  return shares.docs.map((share) => share.ref);
}

/**
 * The server's one way to mark an event user offline, whichever path decided it (the stale
 * sweep, the voice sessions' sweep, an event admin's 'Set offline', the presence check): the
 * flag and the removal of their position in the room they were in, in the same transaction. An
 * offline user's position left behind is a ghost: the world hides it once stale, but it stays
 * in the room's count, and before the voice planned over present people only, every visitor
 * dialled it. (The client's own paths, 'Leave' and the pagehide beacon, commit the same pair.)
 * A talk (src/domain/talk.ts) loses them too: their raised hand in that room, which would wait
 * in the speakers' queue for someone gone, and the floor, which would keep a place of the two.
 * So do the screens they share there (`shares`, from readOwnShares): a share whose sharer is
 * gone would show its viewers nothing and keep the screen from anyone else. And so does their
 * place in a full room's line, which would hold back everyone behind it.
 * `event` is the user's event document, read in the same transaction before its writes.
 */
export function writeOffline(
  tx: Transaction,
  user: DocumentSnapshot,
  event: DocumentSnapshot,
  shares: readonly DocumentReference[],
): void {
  tx.update(user.ref, {
    online: false,
    potentiallyOfflineTimestamp: FieldValue.serverTimestamp(),
  });
  const room = roomOf(user);
  if (room) {
    tx.delete(room.collection('positions').doc(user.id));
    tx.delete(room.collection('hands').doc(user.id));
  }
  for (const share of shares) tx.delete(share);
  // A place in a full room's line (src/domain/occupancy.ts): someone gone waits for nothing.
  tx.delete(event.ref.collection('roomQueues').doc(user.id));
  endFloor(tx, event, user.id);
}

/**
 * Removes `uid` from the event's floor, only where they hold it: every client of the event
 * listens to its document, and an update of a missing one would fail the transaction.
 */
function endFloor(tx: Transaction, event: DocumentSnapshot, uid: string) {
  const holder = new FieldPath('eventStage', 'floor', uid);
  if (event.exists && event.get(holder) !== undefined) {
    tx.update(event.ref, holder, FieldValue.delete());
  }
}
