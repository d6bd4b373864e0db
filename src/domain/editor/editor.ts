import { FLOOR_SIZE } from '../constants';
import { EDITOR_ENTRY } from './editorAccess';
import type { InteractiveType } from '../objects/roomObjects';

/**
 * The in-room editor's rules (reference: 'Room editor' with modes Add, Edit, Remove; an
 * 'Interactive' and a 'Scenery' list; an instance editor whose button reads Done or Save
 * changes). Pure: the panel, the rules tests and the e2e tests read the same texts and rules.
 */
export const EDITOR_MODES = ['add', 'edit', 'remove'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

export const EDITOR_TEXTS = {
  ...EDITOR_ENTRY,
  modes: { add: 'Add', edit: 'Edit', remove: 'Remove' } satisfies Record<EditorMode, string>,
  interactive: 'Interactive',
  scenery: 'Scenery',
  close: 'Close',
  done: 'Done',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  placeHere: 'Place here',
  nearYou: 'Near you',
  nothingNear: 'Nothing placed near you.',
  hints: {
    add: 'Choose an object, then click the floor where it goes (or press Place here).',
    edit: 'Click an object in the room, or pick one near you, to move or turn it.',
    remove: 'Click an object in the room, or pick one near you, to remove it.',
  } satisfies Record<EditorMode, string>,
  failed: 'That did not work. Please try again.',
  channelFailed: 'Placed, but the zone has no channel of its own yet:',
  makingChannel: "Making the zone's channel...",
  tryAgain: 'Try again',
  newChannel: 'New channel',
  makingNewChannel: 'Making a channel...',
  newChannelFailed: 'Could not make a new channel:',
  ownChannel: 'its own channel',
  stagePublic: 'Public (anyone may speak on the stage)',
  stagePublicOrganisers: 'Only event organizers can make the stage public or private.',
  stagePublicFailed: 'Could not change whether the stage is public. Please try again.',
} as const;

/** The interactive objects an editor can add (reference: 'Interactive types'). */
export const INTERACTIVE_CATALOGUE: readonly { type: InteractiveType; name: string }[] = [
  { type: 'stage', name: 'Global stage' },
  { type: 'channelZone', name: 'Audio channel zone' },
  { type: 'signPost', name: 'Sign post' },
  { type: 'roomPortal', name: 'Room portal' },
  { type: 'roomEntrance', name: 'Room entrance' },
  { type: 'videoScreen', name: 'Video screen' },
  { type: 'imageBanner', name: 'Image banner' },
  { type: 'npc', name: 'NPC guide' },
];

/** Default size of a new channel zone (reference: _width and _height default 5). */
const NEW_ZONE_SIZE = 5;

/** What a new interactive object of each type starts with. */
const NEW_PROPS: Record<string, Record<string, unknown>> = {
  channelZone: { _width: NEW_ZONE_SIZE, _height: NEW_ZONE_SIZE },
};

/** How many of the nearest objects the keyboard list offers. */
const NEAR_LIST_SIZE = 8;

/** What a new instance document holds (firestore.rules isValidInstance), without `created`. */
export interface NewInstance {
  assetId: string;
  assetType: 'interactive' | 'scenery';
  x: number;
  y: number;
  angle: number;
  props: Record<string, unknown>;
}

/** A placed object as the editor works with it: a stored instance and its id. */
export interface EditableInstance extends NewInstance {
  id: string;
}

const roundTo = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A floor coordinate as stored: on the floor, 3 decimals (position-style values). */
export function floorCoordinate(value: number): number {
  return roundTo(Math.min(FLOOR_SIZE, Math.max(0, value)), 3);
}

/**
 * The instance a choice in the Add lists becomes when placed at `at`; `defaults` are its type's
 * property defaults (objectProps.ts defaultProps, which the editor's lazy chunk passes: the
 * property table stays off the walk path, where this module also is).
 */
export function newInstance(
  choice: { assetType: 'interactive' | 'scenery'; assetId: string },
  at: { x: number; y: number },
  defaults: Record<string, unknown> = {},
): NewInstance {
  const props =
    choice.assetType === 'interactive' ? { ...defaults, ...NEW_PROPS[choice.assetId] } : {};
  return {
    assetId: choice.assetId,
    assetType: choice.assetType,
    x: floorCoordinate(at.x),
    y: floorCoordinate(at.y),
    angle: 0,
    props,
  };
}

export { canEditRoom, pickInstance } from './editorAccess';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** The `count` objects nearest to `point`, nearest first, with their distance in metres. */
export function nearestInstances<T extends { x: number; y: number }>(
  instances: readonly T[],
  point: { x: number; y: number },
  count = NEAR_LIST_SIZE,
): { instance: T; distance: number }[] {
  return instances
    .map((instance) => ({ instance, distance: distance(instance, point) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count);
}

/** The placement fields of the instance editor: X and Y in metres, the angle in degrees. */
export interface PlacementDraft {
  x: string;
  y: string;
  degrees: string;
}

export function draftOf(instance: { x: number; y: number; angle: number }): PlacementDraft {
  return {
    x: instance.x.toFixed(3),
    y: instance.y.toFixed(3),
    degrees: String(roundTo((instance.angle * 180) / Math.PI, 1)),
  };
}

/**
 * What a draft stores (reference: a number field keeps what was typed, but empty or
 * non-numeric text stores the previous value): on the floor, 3 decimals, the angle in radians.
 */
export function placementOf(
  draft: PlacementDraft,
  previous: { x: number; y: number; angle: number },
): { x: number; y: number; angle: number } {
  const parsed = (text: string, fallback: number) => {
    const value = text.trim() === '' ? NaN : Number(text);
    return Number.isFinite(value) ? value : fallback;
  };
  const degrees = parsed(draft.degrees, (previous.angle * 180) / Math.PI);
  return {
    x: floorCoordinate(parsed(draft.x, previous.x)),
    y: floorCoordinate(parsed(draft.y, previous.y)),
    angle: roundTo((degrees * Math.PI) / 180, 4),
  };
}

/** Whether saving the draft would change the instance (the button reads Save changes). */
export function placementChanged(
  draft: PlacementDraft,
  instance: { x: number; y: number; angle: number },
): boolean {
  const next = placementOf(draft, instance);
  return (
    next.x !== floorCoordinate(instance.x) ||
    next.y !== floorCoordinate(instance.y) ||
    Math.abs(next.angle - instance.angle) > 1e-4
  );
}
