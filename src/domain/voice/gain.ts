import { VOICE } from '../constants';
import type { RoomAudio } from './types';

/**
 * Linear gain (0..1) of a voice heard from `distance` metres in a room.
 *
 * The curve, with near = 1 m (or half the earshot when the earshot is shorter) and
 * t = (distance - near) / (rolloff - near), the share of the way from near to earshot:
 *
 *   gain = 1                 while distance <= near
 *   gain = (1 - t) ^ k       between near and the rolloff distance (earshot)
 *   gain = 0                 from the rolloff distance on
 *   k    = 4 ^ (2 * attenuation - 1)   so attenuation 0 → k = 1/4, 0.5 → 1, 1 → 4
 *
 * Attenuation 0.5 (the default) fades linearly; 0 keeps a voice loud across the room and drops
 * it only near earshot (half-way it is still at 0.84); 1 fades steeply (0.06 half-way). The
 * curve is continuous and never rises with distance, and it reaches exactly 0 at earshot, so a
 * voice is silent by the time the policy drops it (src/domain/voice/policy.ts).
 *
 * The panner must not attenuate again: engines set the PannerNode's rolloffFactor to 0 and
 * apply this gain on a GainNode.
 */
export function gainAtDistance(distance: number, room: RoomAudio): number {
  if (Number.isNaN(distance)) return 0;
  const near = Math.min(VOICE.nearDistance, room.rolloff / 2);
  if (distance <= near) return 1;
  if (distance >= room.rolloff) return 0;
  const t = (distance - near) / (room.rolloff - near);
  const exponent = 4 ** (2 * room.attenuation - 1);
  return (1 - t) ** exponent;
}

export interface FloorPoint {
  x: number;
  y: number;
}

export interface PannerOffset {
  x: number;
  y: number;
  z: number;
}

/**
 * Where to put a speaker's PannerNode relative to a listener at the origin facing -z (the Web
 * Audio default orientation, and the fixed camera, which looks north). Floor (x, y) is three.js
 * (x, 0, z = y), so east of the listener is to the right (+x) and north is ahead (-z). Voices
 * are on the floor plane (y = 0).
 */
export function pannerOffset(listener: FloorPoint, speaker: FloorPoint): PannerOffset {
  return { x: speaker.x - listener.x, y: 0, z: speaker.y - listener.y };
}
