import { VOICE } from '../constants';
import type { RoomAudio } from './types';

/** A room setting as stored: a number, or blank ('' / missing) for the default. */
type RoomAudioField = number | string | null | undefined;

export interface RoomAudioSettings {
  audioAttenuation?: RoomAudioField;
  audioRolloff?: RoomAudioField;
}

/** A finite number from a stored field, or null when the field is blank or not a number. */
function readNumber(value: RoomAudioField): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return Number.isFinite(value) ? value : null;
}

/**
 * The room's audio settings with the reference's defaults (attenuation 0.5, rolloff 16 m):
 * the settings form leaves both blank for defaults, so blank, missing or non-numeric values
 * take the default. Attenuation is clamped to 0..1; a rolloff that is not above 0 would leave
 * no earshot at all, so it falls back to the default too.
 */
export function roomAudio(settings: RoomAudioSettings = {}): RoomAudio {
  const attenuation = readNumber(settings.audioAttenuation);
  const rolloff = readNumber(settings.audioRolloff);
  return {
    attenuation:
      attenuation === null ? VOICE.defaultAttenuation : Math.min(1, Math.max(0, attenuation)),
    rolloff: rolloff === null || rolloff <= 0 ? VOICE.defaultRolloff : rolloff,
  };
}
