import { useEffect, useState } from 'react';
import { watchRoomCounts } from '../../data/occupancy';
import { useEventSession } from '../session';

/**
 * The head counts of `roomIds` (src/domain/occupancy.ts), live; null until read. Pass only the
 * rooms shown (a room's portals' destinations, the attendees panel's rooms): each listener
 * receives a change when someone enters or leaves one of those rooms.
 */
export function useRoomCounts(roomIds: readonly string[]): ReadonlyMap<string, number> | null {
  const eventId = useEventSession((s) => s.eventId);
  const [counts, setCounts] = useState<ReadonlyMap<string, number> | null>(null);
  // The ids as one string: a new array of the same rooms keeps the listener.
  const key = [...new Set(roomIds)].sort().join('\n');
  useEffect(() => {
    setCounts(null);
    if (!key) return;
    return watchRoomCounts(eventId, key.split('\n'), setCounts, (error) =>
      console.warn('Could not read the rooms’ head counts', error),
    );
  }, [eventId, key]);
  return counts;
}
