import { textProblem } from '../text';
import { CHANNEL_ID_PATTERN } from '../voice/conference';
import { CHANNEL_ID_ERROR, type PropField } from './propField';
import { IMAGE_PROPS, VIDEO_PROPS } from './mediaProps';
import { NPC_PROPS } from './npcProps';
import { ENTRANCE_PROPS, PORTAL_PROPS } from './portalProps';
import { SIGN_POST_PROPS } from './signPostProps';
import { CHANNEL_ZONE_PROPS, STAGE_PROPS } from './stageAndZoneProps';

export { CHANNEL_ID_ERROR, type PropField } from './propField';
export { IMAGE_KEYS, VIDEO_KEYS } from './mediaProps';
export { NPC_KEYS } from './npcProps';
export { DEFAULT_ENTRANCE_SOURCE, ENTRANCE_KEYS, PORTAL_KEYS } from './portalProps';

/**
 * The property keys, defaults and bounds of every interactive object type (reference, section 3
 * 'Interactive types and properties'), as one table: the instance editor builds its fields from
 * it, the object modules read their values through it, and firestore.rules
 * isValidInstanceProps mirrors its bounds (tests/rules/instance-props.test.ts checks both).
 * Each type owns its rows (src/domain/objects/*Props.ts); this module assembles them and reads
 * and parses values by them. Pure and off the walk path: the world reads these only inside
 * lazy object chunks.
 */

/** A URL an object may show: http(s), or a path of this app (the demo's own media). */
const OBJECT_URL_PATTERN = /^(https?:\/\/\S+|\/[^\s/]\S*)$/;
const OBJECT_URL_MAX = 2048;
/** Room ids as stored in a portal or an entrance. */
const ROOM_ID_MAX = 64;

/** The editable properties of each type, in the order the instance editor shows them. */
export const PROP_FIELDS: Record<string, readonly PropField[]> = {
  stage: STAGE_PROPS,
  channelZone: CHANNEL_ZONE_PROPS,
  signPost: SIGN_POST_PROPS,
  roomPortal: PORTAL_PROPS,
  roomEntrance: ENTRANCE_PROPS,
  videoScreen: VIDEO_PROPS,
  imageBanner: IMAGE_PROPS,
  npc: NPC_PROPS,
};

/** The props a new object of `type` starts with: every field's default. */
export function defaultProps(type: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const field of PROP_FIELDS[type] ?? []) {
    if ('default' in field) props[field.key] = field.default;
    // A zone's channel is the server's to give (generateChannelAndAssignToAsset).
    else if (field.kind !== 'channel') props[field.key] = '';
  }
  return props;
}

/** A stored value read as the field's type; wrong types and out-of-bound numbers → default. */
export function readProp(field: PropField, value: unknown): string | number | boolean {
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' && value >= field.min && value <= field.max
        ? value
        : field.default;
    case 'bool':
      return typeof value === 'boolean' ? value : field.default;
    case 'choice':
      return field.options.some((o) => o.value === value) ? (value as string) : field.default;
    case 'text':
    case 'url':
    case 'channel':
      return typeof value === 'string' ? value : '';
    default:
      return typeof value === 'string' && value !== '' ? value : field.default;
  }
}

/** The field of `type` stored under `key`. */
export function fieldOf(type: string, key: string): PropField {
  const field = PROP_FIELDS[type]?.find((f) => f.key === key);
  if (!field) throw new Error(`No property ${key} on ${type}`);
  return field;
}

/** Reads one property of an object's props by its table entry. */
export function propOf(type: string, props: Record<string, unknown>, key: string) {
  return readProp(fieldOf(type, key), props[key]);
}

/**
 * What typed text stores for a field (reference: empty or non-numeric input keeps the previous
 * value; numbers are clamped to the bounds, integers rounded), or an error for text over its
 * length and a URL that is not one.
 */
export function parseFieldInput(
  field: PropField,
  input: string | boolean,
  previous: unknown,
): { value: string | number | boolean } | { error: string } {
  if (field.kind === 'bool') return { value: input === true };
  const text = String(input);
  switch (field.kind) {
    case 'number': {
      const parsed = text.trim() === '' ? NaN : Number(text);
      if (!Number.isFinite(parsed)) return { value: readProp(field, previous) };
      const clamped = Math.min(field.max, Math.max(field.min, parsed));
      return { value: field.integer ? Math.round(clamped) : clamped };
    }
    case 'text': {
      // Stored trimmed (one rule for typed text: src/domain/text.ts).
      const tooLong = field.tooLong ?? `${field.label} is at most ${field.max} characters.`;
      const problem = textProblem(text, { max: field.max, tooLong });
      return problem ? { error: problem } : { value: text.trim() };
    }
    case 'url':
      return urlError(text) ? { error: urlError(text)! } : { value: text.trim() };
    case 'channel': {
      const channel = text.trim();
      return channel === '' || CHANNEL_ID_PATTERN.test(channel)
        ? { value: channel }
        : { error: CHANNEL_ID_ERROR };
    }
    case 'choice':
      return field.options.some((o) => o.value === text)
        ? { value: text }
        : { value: readProp(field, previous) };
    default:
      return text.length > 0 && text.length <= ROOM_ID_MAX
        ? { value: text }
        : { value: readProp(field, previous) };
  }
}

/** Why `text` cannot be stored as an object's URL (empty is allowed: no media yet), or null. */
export function urlError(text: string): string | null {
  const url = text.trim();
  if (url === '') return null;
  if (url.length > OBJECT_URL_MAX) return `A URL is at most ${OBJECT_URL_MAX} characters.`;
  if (!OBJECT_URL_PATTERN.test(url)) return 'Enter a URL that starts with https:// or http://.';
  return null;
}
