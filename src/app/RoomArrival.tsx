import { useEffect } from 'react';
import { useStore } from 'zustand';
import { clearArrivalCaption, type EventSessionStore } from '../features/session';

/** How long the name of a room just entered stays up. */
const ROOM_ARRIVAL_MS = 4000;

/**
 * After a move to another room, its name for a few seconds at the top centre (issue 30 #14: a
 * room furnished from the same template as Main looked just like it, so nothing said the portal
 * had worked). A status, so screen readers say it too. The seconds count from when the room is
 * drawn, not from the move: a slow load would otherwise use them up behind the loading screen.
 */
export function RoomArrival({ store }: { store: EventSessionStore }) {
  const name = useStore(store, (s) => s.arrivedIn);
  const drawn = useStore(store, (s) => s.roomDrawn === s.roomId);
  useEffect(() => {
    if (name === null || !drawn) return;
    const timer = window.setTimeout(() => clearArrivalCaption(store), ROOM_ARRIVAL_MS);
    return () => window.clearTimeout(timer);
  }, [name, drawn, store]);
  if (name === null || !drawn) return null;
  return (
    <p className="room-arrival" role="status">
      <span className="room-arrival__kicker">You are in</span> {name}
    </p>
  );
}
