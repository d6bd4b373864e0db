// What a property row of an object is, and the pieces several types' rows share. Each type's
// rows are in a module of their own beside this one; objectProps.ts assembles them into one
// table and reads and parses values by it.
import type { SizeBound } from './objectSizes';

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

/** A choice between shown and hidden. */
export const VISIBILITY = [
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
] as const;

/** Where several types store their size (and a zone its channel). */
export const SIZE_KEYS = {
  width: '_width',
  height: '_height',
  channel: '_channelId',
  signRadius: '_signPost-radius',
} as const;

/** A number field of a size in the bounds of objectSizes.ts. */
export const sized = (key: string, label: string, bound: SizeBound): PropField => ({
  key,
  label,
  kind: 'number',
  min: bound.min,
  max: bound.max,
  default: bound.default,
});
