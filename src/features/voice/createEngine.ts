import { joinEventConference, leaveEventConference } from '../../data/callables';
import { withConferenceAccounting } from './conferenceAccounting';
import type { VoiceEngine } from './engine';
import { lazyEngine } from './engineWithFallback';
import { iceServersFor } from './iceServers';
import { createP2pEngine } from './p2p/p2pEngine';
import { voiceLimits } from './voiceLimits';

/**
 * The voice engine this build uses: VITE_VOICE_ENGINE = 'p2p' (default, no server) or
 * 'livekit' (an SFU; the functions mint its tokens and say where it is, and when they have no
 * LiveKit configured the engine falls back to p2p with a console warning). p2p gets its
 * STUN/TURN servers from the functions (iceServers.ts: audio-getIceServers, short-lived TURN
 * credentials). Either engine's time in voice is accounted (audio-joinEventConference),
 * and that call is first asked for a voice seat (the audio quota) before the engine starts.
 */
export function createVoiceEngine(eventId: string, uid: string): VoiceEngine {
  const p2p = () => createP2pVoiceEngine(eventId, uid);
  const kind = import.meta.env.VITE_VOICE_ENGINE as string | undefined;
  if (kind && kind !== 'p2p' && kind !== 'livekit') {
    console.warn(`Voice engine '${kind}' is not available; using p2p.`);
  }
  // Compared where it is read, so a p2p build (the default) folds the branch away and never
  // fetches the livekit engine's code.
  const engine =
    import.meta.env.VITE_VOICE_ENGINE === 'livekit'
      ? lazyEngine(() =>
          import('./livekit/livekitVoice').then((module) =>
            module.createLiveKitVoice(eventId, p2p),
          ),
        )
      : p2p();
  return withVoiceSeat(engine, eventId);
}

/**
 * The global-audio page's engine on p2p: the same p2p engine and voice seat as an attendee's
 * (its signals need the seat; its listening is time in voice, accounted like anyone's).
 */
export function createListenOnlyP2pEngine(eventId: string, uid: string): VoiceEngine {
  return withVoiceSeat(createP2pVoiceEngine(eventId, uid), eventId);
}

/** The p2p engine of this build: its ICE servers and budgets. */
function createP2pVoiceEngine(eventId: string, uid: string): VoiceEngine {
  return createP2pEngine({ eventId, uid, ice: iceServersFor(eventId), limits: voiceLimits });
}

/** Asks for a voice seat before `engine` starts and accounts its time in voice. */
function withVoiceSeat(engine: VoiceEngine, eventId: string): VoiceEngine {
  return withConferenceAccounting(engine, eventId, {
    join: (alias) => throwIfRefused(joinEventConference({ eventId, alias })),
    leave: (alias) => throwIfRefused(leaveEventConference({ eventId, alias })),
    async seat(alias) {
      // A refusal with a reason (the audio quota's) is final; no answer is asked again, after
      // 1 s and 2 s, before the voice session says so (with 'Try again').
      for (let attempt = 0; ; attempt++) {
        const seat = await joinEventConference({ eventId, alias });
        if (seat.ok) return { joined: true };
        if (seat.reason) return { refused: seat.message };
        if (attempt === 2) return { joined: false };
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
      }
    },
  });
}

/** Callables answer refusals as data; accounting logs them as failures. */
async function throwIfRefused(outcome: Promise<{ ok: boolean; message?: string }>) {
  const result = await outcome;
  if (!result.ok) throw new Error(result.message);
}
