import { useCallback, useEffect, useRef, useState } from 'react';
import { lowerHand, raiseHand, watchOwnHand } from '../../data/hands';
import { TALK_TEXT } from '../../domain/talk';

export interface OwnHand {
  /** As the server has it (an organiser may have lowered it); null until it answers. */
  raised: boolean | null;
  busy: boolean;
  /** Why the last raise or lower failed, in words; null when it did not. */
  error: string | null;
  toggle: () => void;
}

/** The words for a raise or lower the server refused or never answered. */
function failure(raising: boolean, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (raising && code === 'permission-denied') return TALK_TEXT.raiseRefused;
  return `${raising ? TALK_TEXT.raiseFailed : TALK_TEXT.lowerFailed} ${
    error instanceof Error ? error.message : String(error)
  }`;
}

/**
 * The attendee's own hand in the room they stand in: watched (one document), raised and
 * lowered by `toggle`, and lowered in the room they leave when they travel or leave the event.
 */
export function useOwnHand(options: {
  eventId: string;
  roomId: string;
  uid: string;
  name: string;
}): OwnHand {
  const { eventId, roomId, uid } = options;
  const name = useRef(options.name);
  name.current = options.name;
  const [raised, setRaised] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const raisedNow = useRef(false);
  raisedNow.current = raised === true;

  useEffect(() => {
    setRaised(null);
    const stop = watchOwnHand(eventId, roomId, uid, setRaised);
    return () => {
      stop();
      // A hand belongs to the room it was raised in: travelling or leaving lowers it.
      if (raisedNow.current) void lowerHand(eventId, roomId, uid).catch(() => undefined);
    };
  }, [eventId, roomId, uid]);

  const toggle = useCallback(() => {
    const raising = !raisedNow.current;
    setBusy(true);
    setError(null);
    const write = raising
      ? raiseHand(eventId, roomId, uid, name.current)
      : lowerHand(eventId, roomId, uid);
    write
      .catch((reason: unknown) => setError(failure(raising, reason)))
      .finally(() => setBusy(false));
  }, [eventId, roomId, uid]);

  return { raised, busy, error, toggle };
}
