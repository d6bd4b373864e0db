import { fullRoomLine, OCCUPANCY_TEXT, queuePlaceLine } from '../../../domain/occupancy';
import type { PortalEntry } from './usePortalEntry';

/**
 * At a full room's portal: 'Poster hall is full (50 of 50). You will enter when a place frees.'
 * (or, once places free, that they go to the people ahead first) and the person's place in
 * line, in a live region, so a screen reader announces the line and
 * each move up it (src/domain/occupancy.ts).
 */
export function PortalLine({ roomName, entry }: { roomName: string; entry: PortalEntry }) {
  if (!entry.waiting || entry.count === null || entry.capacity === null) return null;
  return (
    <p className="portal-overlay__line" role="status">
      {entry.full
        ? fullRoomLine(roomName, entry.count, entry.capacity)
        : OCCUPANCY_TEXT.placesAhead}
      {entry.place !== null && (
        <>
          {' '}
          <strong>{queuePlaceLine(entry.place)}</strong>
        </>
      )}
    </p>
  );
}
