import { useMemo } from 'react';
import { occupancyLine } from '../../domain/occupancy';
import { useRoomCapacities, useRoomCounts } from '../occupancy';
import { useRoomNames } from '../session';

/**
 * The attendees panel's rooms, each with how many people are in it ('Poster hall · 12 here',
 * src/domain/occupancy.ts) and its capacity when it has one. Read while the panel is open:
 * one listener on the event's rooms' counts (an event has a handful of rooms).
 */
export function RoomOccupancyList() {
  const rooms = useRoomNames();
  const ids = useMemo(() => rooms?.map((room) => room.id) ?? [], [rooms]);
  const counts = useRoomCounts(ids);
  const capacities = useRoomCapacities();
  if (!rooms || rooms.length < 2) return null;
  return (
    <>
      <h3 className="moderation-heading">Rooms</h3>
      <ul className="moderation-rooms" aria-label="People in each room">
        {rooms.map((room) => (
          <li key={room.id}>
            {occupancyLine(room.name, counts?.get(room.id) ?? null)}
            {capacities?.has(room.id) && (
              <span className="moderation-rooms__capacity">
                {' '}
                (capacity {capacities.get(room.id)})
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
