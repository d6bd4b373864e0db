import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

/**
 * The server's one way to mark an event user offline, whichever path decided it (the stale
 * sweep, the voice sessions' sweep, an event admin's 'Set offline', the presence check): the
 * flag and the removal of their position in the room they were in, in the same transaction. An
 * offline user's position left behind is a ghost: the world hides it once stale, but it stays
 * in the room's count, and before the voice planned over present people only, every visitor
 * dialled it. (The client's own paths, 'Leave' and the pagehide beacon, commit the same pair.)
 * A talk (src/domain/talk.ts) loses them too: their raised hand in that room, which would wait
 * in the speakers' queue for someone gone, and the floor, which would keep a place of the two.
 * `event` is the user's event document, read in the same transaction before its writes.
 */
export function writeOffline(
  tx: Transaction,
  user: DocumentSnapshot,
  event: DocumentSnapshot,
): void {
  tx.update(user.ref, {
    online: false,
    potentiallyOfflineTimestamp: FieldValue.serverTimestamp(),
  });
  const room: unknown = user.get('currentRoom');
  if (typeof room === 'string' && room && !room.includes('/')) {
    const roomRef = event.ref.collection('rooms').doc(room);
    tx.delete(roomRef.collection('positions').doc(user.id));
    tx.delete(roomRef.collection('hands').doc(user.id));
  }
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
