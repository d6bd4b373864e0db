import { LIMITS, VOICE } from './constants';
import { capacityOf, OCCUPANCY_TEXT, parseCapacity } from './occupancy';
import { textProblem } from './text';

/** Texts of the Edit room and Create new room forms. */
export const ROOM_TEXTS = {
  nameRequired: 'A room needs a name.',
  nameTooLong: `Room names are at most ${LIMITS.nameMax} characters.`,
  attenuation: 'Audio attenuation is a number from 0 to 1 (blank for the default).',
  rolloff: 'Audio rolloff is a distance in metres above 0, at most 1000 (blank for the default).',
  attenuationHint: `Blank: ${VOICE.defaultAttenuation}. 0 keeps voices loud across the room, 1 fades them quickly.`,
  rolloffHint: `Blank: ${VOICE.defaultRolloff} m. How far away a voice can still be heard.`,
} as const;

/** The largest rolloff a room may store (firestore.rules isValidRoom says the same). */
const MAX_ROLLOFF = 1000;

/** A room's settings as the form holds them: text, so blank can mean "the default". */
export interface RoomSettingsDraft {
  name: string;
  attenuation: string;
  rolloff: string;
  /** People at most; blank: unlimited (src/domain/occupancy.ts). */
  capacity: string;
}

/** A new room's form: a name to type, the defaults for the rest. */
export const EMPTY_ROOM_DRAFT: RoomSettingsDraft = {
  name: '',
  attenuation: '',
  rolloff: '',
  capacity: '',
};

/** A room's settings as stored (events/{id}/rooms/{roomId}); null = the default. */
export interface RoomSettings {
  name: string;
  audioAttenuation: number | null;
  audioRolloff: number | null;
  capacity: number | null;
}

export type RoomSettingsCheck =
  | { ok: true; settings: RoomSettings }
  | { ok: false; errors: Partial<Record<keyof RoomSettingsDraft, string>> };

/** An optional number typed into a field: '' is null, anything unparseable is NaN. */
function optionalNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Checks a room's settings as typed and turns them into what is stored. */
export function checkRoomSettings(draft: RoomSettingsDraft): RoomSettingsCheck {
  const errors: Partial<Record<keyof RoomSettingsDraft, string>> = {};
  const name = draft.name.trim();
  const nameError = roomNameError(name);
  if (nameError) errors.name = nameError;
  const audioAttenuation = optionalNumber(draft.attenuation);
  if (audioAttenuation !== null && !(audioAttenuation >= 0 && audioAttenuation <= 1)) {
    errors.attenuation = ROOM_TEXTS.attenuation;
  }
  const audioRolloff = optionalNumber(draft.rolloff);
  if (audioRolloff !== null && !(audioRolloff > 0 && audioRolloff <= MAX_ROLLOFF)) {
    errors.rolloff = ROOM_TEXTS.rolloff;
  }
  const capacity = parseCapacity(draft.capacity);
  if (!capacity.ok) errors.capacity = OCCUPANCY_TEXT.capacityInvalid;
  if (!capacity.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: { name, audioAttenuation, audioRolloff, capacity: capacity.capacity },
  };
}

/** Why a room name cannot be saved, or null. */
export function roomNameError(name: string): string | null {
  return textProblem(name, {
    max: LIMITS.nameMax,
    required: ROOM_TEXTS.nameRequired,
    tooLong: ROOM_TEXTS.nameTooLong,
  });
}

/** The form's text for stored settings (a missing or invalid number shows blank). */
export function roomSettingsDraft(stored: {
  name?: unknown;
  audioAttenuation?: unknown;
  audioRolloff?: unknown;
  capacity?: unknown;
}): RoomSettingsDraft {
  const text = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return {
    name: typeof stored.name === 'string' ? stored.name : '',
    attenuation: text(stored.audioAttenuation),
    rolloff: text(stored.audioRolloff),
    capacity: text(capacityOf(stored.capacity)),
  };
}

export { roomDisplayName } from './roomNames';
