import { DEFAULT_ANIMAL_KEY } from './animals';
import { DEFAULT_ROOM_ID } from './constants';
import {
  SIGN_HEIGHT,
  SIGN_RADIUS,
  SIGN_WIDTH,
  STAGE_SIZE,
  ZONE_SIZE,
  type SizeBound,
} from './objectSizes';
import { SIGN_POST, SIGN_TEXTS } from './signPosts';
import { textProblem } from './text';
import { CHANNEL_ID_PATTERN } from './voice/conference';

/**
 * The property keys, defaults and bounds of every interactive object type (reference, section 3
 * 'Interactive types and properties'), as one table: the instance editor builds its fields from
 * it, the object modules read their values through it, and firestore.rules
 * isValidInstanceProps mirrors its bounds (tests/rules/instance-props.test.ts checks both).
 * Pure and off the walk path: the world reads these only inside lazy object chunks.
 */

/** A URL an object may show: http(s), or a path of this app (the demo's own media). */
const OBJECT_URL_PATTERN = /^(https?:\/\/\S+|\/[^\s/]\S*)$/;
const OBJECT_URL_MAX = 2048;
/** Room ids as stored in a portal or an entrance. */
const ROOM_ID_MAX = 64;
/** The entrance source meaning "arrivals from anywhere without an entrance of their own". */
export const DEFAULT_ENTRANCE_SOURCE = '_default';

export type PropField =
  | {
      key: string;
      label: string;
      kind: 'text';
      max: number;
      multiline?: boolean;
      /** Said when the trimmed text is longer than max (default: '{label} is at most {max} characters.'). */
      tooLong?: string;
    }
  | {
      key: string;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      default: number;
      integer?: boolean;
    }
  | {
      key: string;
      label: string;
      kind: 'choice';
      options: readonly { value: string; label: string }[];
      default: string;
    }
  | { key: string; label: string; kind: 'bool'; default: boolean }
  /** A room of the event ('select a room'); the default is the main room. */
  | { key: string; label: string; kind: 'room'; default: string }
  /** '_default' or a room of the event, labelled '{name} room'. */
  | { key: string; label: string; kind: 'roomSource'; default: string }
  | { key: string; label: string; kind: 'url' }
  | { key: string; label: string; kind: 'animal'; default: string }
  /**
   * A channel zone's channel: blank means the zone's own id (reference); zones given one
   * channel id share one voice channel. A button asks the server for a fresh one.
   */
  | { key: string; label: string; kind: 'channel' };

/** The channel id a zone may store (voice/conference.ts CHANNEL_ID_PATTERN): 1..64, no / : or space. */
export const CHANNEL_ID_ERROR =
  'A channel is at most 64 characters, without spaces, slashes or colons.';

const VISIBILITY = [
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
] as const;

export const PORTAL_KEYS = {
  destination: '_roomPortal-destination',
  label: '_roomPortal-label',
  access: '_roomPortal-access',
  radius: '_roomPortal-radius',
  range: '_roomPortal-range',
} as const;

export const ENTRANCE_KEYS = { source: '_roomEntrance-source' } as const;

export const VIDEO_KEYS = {
  url: '_videoUrl',
  playing: '_videoPlaying',
  author: '_videoAuthor',
  volume: '_videoVolume',
  livestream: '_videoLivestream',
  looping: '_videoLooping',
  completed: '_videoCompleted',
} as const;

export const IMAGE_KEYS = {
  url: '_imageUrl',
  scale: '_imageScale',
  width: '_imageWidth',
  height: '_imageHeight',
} as const;

export const NPC_KEYS = {
  character: '_character',
  message: '_message',
  autoProgress: '_autoProgress',
  alwaysVisible: '_alwaysVisible',
  talkRange: '_talkRange',
  label: '_label',
} as const;

const SIZE_KEYS = {
  width: '_width',
  height: '_height',
  channel: '_channelId',
  signRadius: '_signPost-radius',
} as const;

/** A number field of a size in the bounds of objectSizes.ts. */
const sized = (key: string, label: string, bound: SizeBound): PropField => ({
  key,
  label,
  kind: 'number',
  min: bound.min,
  max: bound.max,
  default: bound.default,
});

/** An NPC's animal when none is chosen: the default avatar (reference: Arctic Fox). */
const DEFAULT_CHARACTER = DEFAULT_ANIMAL_KEY;

/** The editable properties of each type, in the order the instance editor shows them. */
export const PROP_FIELDS: Record<string, readonly PropField[]> = {
  // Its public flag is event-wide (eventStage.isPublic), set by organisers: not a prop.
  stage: [
    sized(SIZE_KEYS.width, 'Width (units of 1.6 m)', STAGE_SIZE),
    sized(SIZE_KEYS.height, 'Depth (units of 1.6 m)', STAGE_SIZE),
  ],
  channelZone: [
    sized(SIZE_KEYS.width, 'Width (metres)', ZONE_SIZE),
    sized(SIZE_KEYS.height, 'Depth (metres)', ZONE_SIZE),
    { key: SIZE_KEYS.channel, label: 'Channel', kind: 'channel' },
  ],
  signPost: [
    {
      key: '_label',
      label: 'Title',
      kind: 'text',
      max: SIGN_POST.labelMax,
      tooLong: SIGN_TEXTS.labelTooLong,
    },
    {
      key: '_message',
      label: 'Message',
      kind: 'text',
      max: SIGN_POST.messageMax,
      multiline: true,
      tooLong: SIGN_TEXTS.messageTooLong,
    },
    sized(SIZE_KEYS.signRadius, 'Reading radius (metres)', SIGN_RADIUS),
    sized(SIZE_KEYS.width, 'Board width (units of 0.25 m)', SIGN_WIDTH),
    sized(SIZE_KEYS.height, 'Board height (units of 0.25 m)', SIGN_HEIGHT),
  ],
  roomPortal: [
    { key: PORTAL_KEYS.destination, label: 'Destination', kind: 'room', default: DEFAULT_ROOM_ID },
    {
      key: PORTAL_KEYS.access,
      label: 'Access',
      kind: 'choice',
      options: [
        { value: 'click-to-enter', label: 'Click to enter' },
        { value: 'automatic', label: 'Automatic' },
      ],
      default: 'click-to-enter',
    },
    {
      key: PORTAL_KEYS.label,
      label: 'Label',
      kind: 'choice',
      options: VISIBILITY,
      default: 'visible',
    },
    {
      key: PORTAL_KEYS.range,
      label: 'Range',
      kind: 'choice',
      options: VISIBILITY,
      default: 'visible',
    },
    {
      key: PORTAL_KEYS.radius,
      label: 'Radius (metres)',
      kind: 'number',
      min: 0.5,
      max: 20,
      default: 2.5,
    },
  ],
  roomEntrance: [
    {
      key: ENTRANCE_KEYS.source,
      label: 'For people arriving from',
      kind: 'roomSource',
      default: DEFAULT_ENTRANCE_SOURCE,
    },
  ],
  videoScreen: [
    {
      key: VIDEO_KEYS.volume,
      label: 'Volume',
      kind: 'number',
      min: 0,
      max: 100,
      default: 50,
      integer: true,
    },
    { key: VIDEO_KEYS.livestream, label: 'Livestream', kind: 'bool', default: false },
    { key: VIDEO_KEYS.looping, label: 'Looping', kind: 'bool', default: false },
  ],
  imageBanner: [
    { key: IMAGE_KEYS.url, label: 'Image URL', kind: 'url' },
    { key: IMAGE_KEYS.scale, label: 'Scale', kind: 'number', min: 0.5, max: 50, default: 5 },
    {
      key: IMAGE_KEYS.width,
      label: 'Width (pixels)',
      kind: 'number',
      min: 1,
      max: 10000,
      default: 180,
    },
    {
      key: IMAGE_KEYS.height,
      label: 'Height (pixels)',
      kind: 'number',
      min: 1,
      max: 10000,
      default: 120,
    },
  ],
  npc: [
    { key: NPC_KEYS.label, label: 'Name', kind: 'text', max: 50 },
    { key: NPC_KEYS.character, label: 'Animal', kind: 'animal', default: DEFAULT_CHARACTER },
    {
      key: NPC_KEYS.message,
      label: 'Lines (one per line)',
      kind: 'text',
      max: 2000,
      multiline: true,
    },
    { key: NPC_KEYS.autoProgress, label: 'Next line by itself', kind: 'bool', default: true },
    { key: NPC_KEYS.alwaysVisible, label: 'Always show speech', kind: 'bool', default: false },
    {
      key: NPC_KEYS.talkRange,
      label: 'Talk range (metres)',
      kind: 'number',
      min: 1,
      max: 50,
      default: 8,
    },
  ],
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
