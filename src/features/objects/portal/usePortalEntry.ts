import { useEffect, useState } from 'react';
import { joinRoomQueue, leaveRoomQueue, watchPlaceInLine } from '../../../data/occupancy';
import { hasPlace, OCCUPANCY, placeReached } from '../../../domain/occupancy';
import { useRoomCapacities, useRoomCounts } from '../../occupancy';
import { useEventSession } from '../../session';

export interface PortalEntry {
  /** How many people are in the destination (null until read). */
  count: number | null;
  capacity: number | null;
  /** The destination is full for this person (organisers always enter). */
  full: boolean;
  /**
   * They wait in its line instead of entering: it is full, or the places freed so far are for
   * people ahead of them.
   */
  waiting: boolean;
  /** Their place in the line (1: first), once counted. */
  place: number | null;
  /** A place has freed for them: the portal takes them in. */
  admitted: boolean;
}

/**
 * Entering a room that may be full (src/domain/occupancy.ts): the destination's head count and
 * capacity, and while it is full, a place in its line (data/occupancy.ts) for as long as the
 * person stays at the portal. Organisers always enter. The line is left when the portal is
 * (walked away, entered, or the page closed: the server's offline write removes it too).
 */
export function usePortalEntry(destination: string | null): PortalEntry {
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  const organiser = useEventSession((s) => s.roles.eventOrganiser);
  const capacities = useRoomCapacities();
  const counts = useRoomCounts(destination ? [destination] : []);
  const capacity = (destination && capacities?.get(destination)) || null;
  const count = destination ? (counts?.get(destination) ?? null) : null;
  const full = !organiser && count !== null && !hasPlace(count, capacity);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [place, setPlace] = useState<number | null>(null);

  // A full destination puts the person in its line; they keep it until they leave the portal.
  useEffect(() => {
    if (full && destination && waitingFor !== destination) {
      setWaitingFor(destination);
      joinRoomQueue(eventId, uid, destination).catch((error: unknown) =>
        console.warn('Could not take a place in the line', error),
      );
    }
  }, [full, destination, waitingFor, eventId, uid]);
  // Their place, live: it moves up as people ahead enter or walk away.
  useEffect(() => {
    if (!waitingFor) return;
    const stop = watchPlaceInLine(eventId, waitingFor, uid, OCCUPANCY.lineWindow, setPlace);
    return () => {
      stop();
      setPlace(null);
      void leaveRoomQueue(eventId, uid).catch(() => undefined);
    };
  }, [waitingFor, eventId, uid]);
  // Walking away from the portal (or to another) gives the place up.
  if (waitingFor !== null && waitingFor !== destination) setWaitingFor(null);

  const admitted =
    waitingFor !== null &&
    place !== null &&
    count !== null &&
    capacity !== null &&
    placeReached(place, count, capacity);
  const waiting = !admitted && (full || waitingFor !== null);
  return { count, capacity, full: full && !admitted, waiting, place, admitted };
}
