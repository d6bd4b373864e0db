import {
  watchCellSnapshots,
  watchRoomPositions,
  watchRoomMode,
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
    watchMode: (onMode) => watchRoomMode(eventId, roomId, onMode),
    watchRoom: (onChanges) => watchRoomPositions(eventId, roomId, onChanges),
    watchCells: (cells, onCells) => watchCellSnapshots(eventId, roomId, cells, onCells),
  };
}
