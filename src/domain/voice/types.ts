/**
 * The shared vocabulary of voice: who is where, what a listener hears. One pure policy
 * (src/domain/voice/policy.ts) turns these into a hearing plan; both voice engines (p2p and
 * livekit) obey the plan, so neither decides on its own whom a listener hears.
 */

/** One person in a room, as the voice policy sees them. Coordinates are floor metres. */
export interface VoicePerson {
  id: string;
  x: number;
  y: number;
  /** The audio channel zone the person stands in (their desiredChannelId), or null. */
  channelId: string | null;
  /** Standing on the global stage and allowed to use it (public stage or speaker role). */
  onStage: boolean;
  /** Muted by themselves or temporarily by an event admin. */
  muted: boolean;
}

/** A room's audio settings, already defaulted (attenuation 0.5, rolloff 16 m). */
export interface RoomAudio {
  /** 0..1: how steeply a voice fades with distance. */
  attenuation: number;
  /** Metres: the distance at which a voice has faded out (earshot). */
  rolloff: number;
}

/** Why a listener hears a voice. */
export type HearingReason = 'near' | 'stage' | 'zone';

/** One voice in a listener's hearing plan. */
export interface HeardVoice {
  id: string;
  reason: HearingReason;
  /** Linear gain 0..1 applied to the voice (distance curve for 'near'; 1 for stage and zone). */
  gain: number;
  /** Whether the voice is placed in space by a panner ('near'); stage and zone voices are not. */
  spatial: boolean;
}
