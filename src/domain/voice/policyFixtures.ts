// Shared by the hearing policy's tests (policy.test.ts, policyStageZonesMuted.test.ts).
import { roomAudio } from './roomAudio';
import type { HeardVoice, VoicePerson } from './types';

export const room = roomAudio(); // attenuation 0.5, rolloff 16
export const none: ReadonlySet<string> = new Set();

export function person(
  id: string,
  x: number,
  y: number,
  extra: Partial<VoicePerson> = {},
): VoicePerson {
  return { id, x, y, channelId: null, onStage: false, muted: false, ...extra };
}

export const me = person('me', 100, 100);
export const ids = (plan: HeardVoice[]) => plan.map((voice) => voice.id);
