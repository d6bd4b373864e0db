import { SIGN_HEIGHT, SIGN_RADIUS, SIGN_WIDTH, sizeOr, STAGE_SIZE, ZONE_SIZE } from './objectSizes';
import type { SignPostText } from './signPosts';
import type { ChannelZone } from '../voice/areas';

/**
 * Interactive objects placed in a room (instances with assetType 'interactive'). The instance's
 * assetId names the object type; type-specific properties live in its `props` map under the
 * reference's keys (_channelId, _width, _height...). Other types (portals, video
 * screens, sign posts...) join this union as they are built.
 */
export const INTERACTIVE_TYPES = [
  'stage',
  'channelZone',
  'signPost',
  'roomPortal',
  'roomEntrance',
  'videoScreen',
  'imageBanner',
  'npc',
] as const;
export type InteractiveType = (typeof INTERACTIVE_TYPES)[number];

/**
 * Types whose code (models, players, textures, NPC logic) is a lazy chunk loaded only by rooms
 * that hold one (features/objects/extras): the walk path knows them only by name.
 */
const EXTRA_TYPES = ['roomPortal', 'roomEntrance', 'videoScreen', 'imageBanner', 'npc'] as const;
type ExtraType = (typeof EXTRA_TYPES)[number];

/** An object of an extra type, as the walk path carries it: its props are read by its module. */
export interface ExtraObject {
  type: 'extra';
  kind: ExtraType;
  id: string;
  x: number;
  y: number;
  angle: number;
  props: Record<string, unknown>;
}

/**
 * The global stage's area, _width x _height metres (its sensor: voice/areas.ts insideStage).
 * Whether it is public is event-wide (eventStage.isPublic), not a prop of the object.
 */
export interface StageObject {
  type: 'stage';
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An audio channel zone: _width x _height metres (the stored size within bounds, else 5). */
export interface ChannelZoneObject extends ChannelZone {
  type: 'channelZone';
  width: number;
  height: number;
}

/**
 * A sign post: its title (_label) and message (_message), read within `radius` metres
 * (_signPost-radius); its board is width x height board units (objectSizes.ts SIGN_UNIT).
 */
export interface SignPostObject extends SignPostText {
  type: 'signPost';
  id: string;
  x: number;
  y: number;
  radius: number;
  width: number;
  height: number;
}

export type RoomObject = StageObject | ChannelZoneObject | SignPostObject | ExtraObject;

/** A stored instance, as read from Firestore (props unchecked). */
export interface StoredInteractiveInstance {
  id: string;
  assetId: string;
  x: number;
  y: number;
  angle?: number;
  props: Record<string, unknown>;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The room object an instance describes, or null for a type this client does not know. */
export function roomObjectOf(instance: StoredInteractiveInstance): RoomObject | null {
  const { id, x, y, props } = instance;
  switch (instance.assetId) {
    case 'stage':
      return {
        type: 'stage',
        id,
        x,
        y,
        width: sizeOr(STAGE_SIZE, props._width),
        height: sizeOr(STAGE_SIZE, props._height),
      };
    case 'channelZone':
      return {
        type: 'channelZone',
        id,
        x,
        y,
        width: sizeOr(ZONE_SIZE, props._width),
        height: sizeOr(ZONE_SIZE, props._height),
        channelId: stringOrNull(props._channelId),
      };
    case 'signPost':
      return {
        type: 'signPost',
        id,
        x,
        y,
        label: stringOrNull(props._label) ?? '',
        message: stringOrNull(props._message) ?? '',
        radius: sizeOr(SIGN_RADIUS, props['_signPost-radius']),
        width: sizeOr(SIGN_WIDTH, props._width),
        height: sizeOr(SIGN_HEIGHT, props._height),
      };
    default:
      return (EXTRA_TYPES as readonly string[]).includes(instance.assetId)
        ? {
            type: 'extra',
            kind: instance.assetId as ExtraType,
            id,
            x,
            y,
            angle: instance.angle ?? 0,
            props,
          }
        : null;
  }
}

/** The room's global stage (the first one, by id, if an editor placed several). */
export function stageOf(objects: readonly RoomObject[]): StageObject | null {
  const stages = objects.filter((o): o is StageObject => o.type === 'stage');
  stages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return stages[0] ?? null;
}

export function channelZonesOf(objects: readonly RoomObject[]): ChannelZoneObject[] {
  return objects.filter((o): o is ChannelZoneObject => o.type === 'channelZone');
}

export function extrasOf(objects: readonly RoomObject[]): ExtraObject[] {
  return objects.filter((o): o is ExtraObject => o.type === 'extra');
}

export function signPostsOf(objects: readonly RoomObject[]): SignPostObject[] {
  return objects.filter((o): o is SignPostObject => o.type === 'signPost');
}
