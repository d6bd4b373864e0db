import { watchOnlineUsers } from '../../../data/eventUsers';
import { watchPositions, writePosition } from '../../../data/positions';
import type { PositionTransport } from './transport';

/** Position sync over Firestore: the player's own positions/{uid} and the room's others. */
export function firestoreTransport(
  eventId: string,
  roomId: string,
  uid: string,
): PositionTransport {
  return {
    write: (position) => writePosition(eventId, roomId, uid, position),
    watchCells: (cells, onChanges) => watchPositions(eventId, roomId, [...cells], onChanges),
    watchPeople: (onPeople) => watchOnlineUsers(eventId, onPeople),
  };
}
