import { useEffect, useRef, useState } from 'react';
import {
  joinRoomQueue,
  leaveRoomQueue,
  placeInQueue,
  watchOwnQueueEntry,
} from '../../../data/occupancy';
import { hasPlace, placeReached } from '../../../domain/occupancy';
import { useEventSession, useRoomCounts, useRoomNames } from '../../session';

/** How often a person in line counts the places ahead again (people ahead may walk away). */
const RECOUNT_MS = 10_000;

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
  const rooms = useRoomNames();
  const counts = useRoomCounts(destination ? [destination] : []);
  const capacity = rooms?.find((room) => room.id === destination)?.capacity ?? null;
  const count = destination ? (counts?.get(destination) ?? null) : null;
  const full = !organiser && count !== null && !hasPlace(count, capacity);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [arrival, setArrival] = useState<number | null>(null);
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
  useEffect(() => {
    if (!waitingFor) return;
    const stop = watchOwnQueueEntry(eventId, uid, (entry) =>
      setArrival(entry?.roomId === waitingFor ? entry.at.toMillis() : null),
    );
    return () => {
      stop();
      setArrival(null);
      setPlace(null);
      void leaveRoomQueue(eventId, uid).catch(() => undefined);
    };
  }, [waitingFor, eventId, uid]);
  // Walking away from the portal (or to another) gives the place up.
  if (waitingFor !== null && waitingFor !== destination) setWaitingFor(null);

  // The place is counted again when the room's count moves, and now and then.
  const recount = useRef(0);
  useEffect(() => {
    if (!waitingFor || arrival === null) return;
    const round = ++recount.current;
    const countPlace = () =>
      placeInQueue(eventId, waitingFor, arrival).then(
        (counted) => round === recount.current && setPlace(counted),
        (error: unknown) => console.warn('Could not count the places ahead', error),
      );
    void countPlace();
    const timer = window.setInterval(() => void countPlace(), RECOUNT_MS);
    return () => window.clearInterval(timer);
  }, [waitingFor, arrival, count, eventId]);

  const admitted =
    waitingFor !== null &&
    place !== null &&
    count !== null &&
    capacity !== null &&
    placeReached(place, count, capacity);
  const waiting = !admitted && (full || waitingFor !== null);
  return { count, capacity, full: full && !admitted, waiting, place, admitted };
}
