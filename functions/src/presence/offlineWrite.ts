import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

/**
 * The server's one way to mark an event user offline, whichever path decided it (the stale
 * sweep, the voice sessions' sweep, an event admin's 'Set offline', the presence check): the
 * flag and the removal of their position in the room they were in, in the same transaction. An
 * offline user's position left behind is a ghost: the world hides it once stale, but it stays
 * in the room's count, and before the voice planned over present people only, every visitor
 * dialled it. (The client's own paths, 'Leave' and the pagehide beacon, commit the same pair.)
 */
export function writeOffline(tx: Transaction, user: DocumentSnapshot): void {
  tx.update(user.ref, {
    online: false,
    potentiallyOfflineTimestamp: FieldValue.serverTimestamp(),
  });
  const room: unknown = user.get('currentRoom');
  const event = user.ref.parent.parent;
  if (event && typeof room === 'string' && room && !room.includes('/')) {
    tx.delete(event.collection('rooms').doc(room).collection('positions').doc(user.id));
  }
}
