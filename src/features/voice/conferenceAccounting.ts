import { conferenceName } from '../../domain/voice/conference';
import type { VoiceEngine, VoiceEngineStatus } from './engine';

/** Said when the server never answered the voice seat's call (createEngine retries first). */
export const SEAT_UNANSWERED_TEXT = 'Voice could not start: the server did not answer.';

/** The usage callables (audio-joinEventConference / audio-leaveEventConference), by alias. */
export interface ConferenceCalls {
  join(alias: string): Promise<unknown>;
  leave(alias: string): Promise<unknown>;
  /**
   * The audio quota's gate, asked before the engine starts: a join of `alias`; `joined` false
   * when the server did not answer, or the server's sentence when it refused a voice seat.
   */
  seat?(alias: string): Promise<{ joined: boolean } | { refused: string }>;
}

/**
 * Whether the user counts as in voice after `status`, given whether they did before. Connected
 * starts it; giving up (fatal), a disconnection and 'unavailable' end it; connecting and a
 * failure that is being retried leave it as it was, so LiveKit's own brief reconnects do not
 * split one stay into many sessions.
 */
export function inVoiceAfter(before: boolean, status: VoiceEngineStatus): boolean {
  if (status.fatal) return false;
  switch (status.connection) {
    case 'connected':
      return true;
    case 'disconnected':
    case 'unavailable':
      return false;
    default:
      return before;
  }
}

/**
 * The calls that move the accounting from the alias it is in to the one it should be in: join
 * the new one first, so the voice seat (which follows the latest join) never lapses between.
 */
export function accountingSteps(
  from: string | null,
  to: string | null,
): { call: 'join' | 'leave'; alias: string }[] {
  if (from === to) return [];
  const steps: { call: 'join' | 'leave'; alias: string }[] = [];
  if (to) steps.push({ call: 'join', alias: to });
  if (from) steps.push({ call: 'leave', alias: from });
  return steps;
}

/**
 * Wraps a voice engine (either) so its time in voice is accounted: join the conference alias
 * (the event id, or `${eventId}:${channelId}` in a zone) once connected, leave it on stop, on
 * giving up and after joining another alias. Best effort: calls run one after the other,
 * failures are logged and never touch the voice. A tab that crashes never calls leave; the
 * server's presence sweeper closes its session.
 * With `calls.seat`, the event's alias (conferenceName(eventId, null)) is joined before the
 * engine starts (the audio quota's gate: p2p signalling needs the seat it gives); refused, the
 * engine never starts, the microphone is released and start() rejects with the server's
 * sentence, which the voice session shows.
 */
export function withConferenceAccounting(
  engine: VoiceEngine,
  eventId: string,
  calls: ConferenceCalls,
): VoiceEngine {
  let inVoice = false;
  let channel: string | null = null;
  let accounted: string | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const settle = () => {
    const target = inVoice ? conferenceName(eventId, channel) : null;
    for (const { call, alias } of accountingSteps(accounted, target)) {
      queue = queue
        .then(() => calls[call](alias))
        .then(
          () => undefined,
          (error: unknown) => console.warn(`Voice usage: ${call} ${alias} failed`, error),
        );
    }
    accounted = target;
  };

  const offStatus = engine.onStatus((status) => {
    inVoice = inVoiceAfter(inVoice, status);
    settle();
  });

  return {
    async start(track) {
      const outcome = await calls.seat?.(eventId).catch(() => ({ joined: false }));
      // Refused, or no answer: without a seat the signals would be refused (p2p) or no token
      // given (LiveKit), so the engine stays off and the voice session says why.
      if (outcome && 'refused' in outcome) {
        track.stop();
        throw new Error(outcome.refused);
      }
      if (outcome && !outcome.joined) {
        track.stop();
        throw new Error(SEAT_UNANSWERED_TEXT);
      }
      if (outcome?.joined && !accounted) {
        // The seat's session (the event's alias) is the accounting's from now on.
        accounted = eventId;
        inVoice = !stopped;
        settle();
      }
      if (!stopped) await engine.start(track);
    },
    setPlan: (voices, present) => engine.setPlan(voices, present),
    setMuted: (muted) => engine.setMuted(muted),
    setMicrophone: (track) => engine.setMicrophone(track),
    onStatus: (listener) => engine.onStatus(listener),
    levels: () => engine.levels(),
    connections: () => engine.connections(),
    stage: engine.stage && (() => engine.stage!()),
    // Screen shares ride a server engine only (LiveKit): a p2p build folds this away.
    screens:
      import.meta.env.VITE_VOICE_ENGINE === 'livekit' && engine.screens
        ? () => engine.screens!()
        : undefined,
    inspect: engine.inspect && (() => engine.inspect!()),
    refreshGrant: engine.refreshGrant && (() => engine.refreshGrant!()),
    retry: engine.retry && ((peerId) => engine.retry!(peerId)),
    setChannel(next) {
      channel = next;
      engine.setChannel?.(next);
      settle();
    },
    stop() {
      stopped = true;
      offStatus();
      engine.stop();
      inVoice = false;
      settle();
    },
  };
}
