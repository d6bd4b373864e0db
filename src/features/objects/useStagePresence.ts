import { useCallback, useEffect, useRef, useState } from 'react';
import { joinLeaveEventStage } from '../../data/callables';
import { VOICE } from '../../domain/constants';
import type { StageObject } from '../../domain/objects/roomObjects';
import { insideStage, type StageConnectionState } from '../../domain/voice';

export interface StagePresence {
  /** The player stands inside the stage's sensor (radius 4 at the default size). */
  inside: boolean;
  /** The player is close enough to the stage for its overlay to matter. */
  near: boolean;
  state: StageConnectionState;
  /** Why joining the stage failed, in words. */
  error: string | null;
  /** Asks again after a failure (the server was unreachable, say). */
  retry: () => void;
}

/** The overlay shows within this many stage radii of its centre. */
const NEAR_FACTOR = 3;

interface Options {
  eventId: string;
  uid: string;
  stage: StageObject | null;
  /** Public stage, or the user has the speaker role. */
  usable: boolean;
  /** The event's stage participants include this user (the callable's write, echoed). */
  participating: boolean;
  getPlayer: () => { x: number; y: number };
  /** False while another tab holds the session. */
  active: boolean;
}

/**
 * Steps the user on and off the global stage: every spatial update (300 ms) it checks whether
 * the player stands inside the stage's sensor, and asks `event-joinLeaveEventStage` to join when
 * they step in (if the stage is usable for them) and to leave when they step out. One request
 * at a time; the latest wish wins. A failed request (within the callable's timeout) is shown
 * with `retry`.
 */
export function useStagePresence(options: Options): StagePresence {
  const { eventId, stage, usable, participating, active } = options;
  const [inside, setInside] = useState(false);
  const [near, setNear] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const getPlayer = useRef(options.getPlayer);
  getPlayer.current = options.getPlayer;

  useEffect(() => {
    if (!stage || !active) {
      setInside(false);
      setNear(false);
      return;
    }
    const check = () => {
      const player = getPlayer.current();
      setInside(insideStage(player, stage));
      setNear(insideStage(player, stage, NEAR_FACTOR));
    };
    check();
    const timer = setInterval(check, VOICE.spatialUpdateMs);
    return () => clearInterval(timer);
  }, [stage, active]);

  const wantOnStage = active && inside && usable;
  useEffect(() => {
    if (wantOnStage === participating) {
      setPending(false);
      return;
    }
    let current = true;
    setPending(true);
    setError(null);
    void joinLeaveEventStage({ eventId, join: wantOnStage }).then((outcome) => {
      if (!current) return;
      // Success: the event listener's echo of the participants ends the pending state.
      if (!outcome.ok) {
        setPending(false);
        setError(outcome.message);
      }
    });
    return () => {
      current = false;
    };
  }, [eventId, wantOnStage, participating, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const state: StageConnectionState = error
    ? 'ERROR'
    : participating && inside
      ? 'CONNECTED'
      : pending
        ? 'CONNECTING'
        : 'PENDING';
  return { inside, near, state, error, retry };
}
