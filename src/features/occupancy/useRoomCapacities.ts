import { useEffect, useState } from 'react';
import { watchRoomNames } from '../../data/roomSettings';
import { capacityOf } from '../../domain/occupancy';
import { useEventSession } from '../session';

/**
 * Each room's capacity (src/domain/occupancy.ts; a room without one is absent), live; null
 * until read. The same query as useRoomNames', which the SDK shares: no second listener.
 */
export function useRoomCapacities(): ReadonlyMap<string, number> | null {
  const eventId = useEventSession((s) => s.eventId);
  const [capacities, setCapacities] = useState<ReadonlyMap<string, number> | null>(null);
  useEffect(
    () =>
      watchRoomNames(
        eventId,
        (rooms) => {
          const limited = new Map<string, number>();
          for (const room of rooms) {
            const capacity = capacityOf(room.capacity);
            if (capacity !== null) limited.set(room.id, capacity);
          }
          setCapacities(limited);
        },
        (error) => console.warn('Could not read the rooms’ capacities', error),
      ),
    [eventId],
  );
  return capacities;
}
