import {
  watchCellSnapshots,
  watchRoomPositions,
  watchRoomPresence,
  writePosition,
} from '../../../data/positions';
import type { PositionTransport } from './transport';

/** Position sync over Firestore: the player's own positions/{uid} and the room's others. */
export function firestoreTransport(
  eventId: string,
  roomId: string,
  uid: string,
): PositionTransport {
  return {
    write: (position) => writePosition(eventId, roomId, uid, position),
    watchPresence: (onPresence) => watchRoomPresence(eventId, roomId, onPresence),
    watchRoom: (onChanges) => watchRoomPositions(eventId, roomId, onChanges),
    watchCells: (cells, onCells) => watchCellSnapshots(eventId, roomId, cells, onCells),
  };
}
