import { STAGE_SENSOR_PER_METRE, STAGE_SIZE, ZONE_SIZE } from '../objects/objectSizes';

export interface FloorPosition {
  x: number;
  y: number;
}

/** A stage as placed: its centre and its size in metres (missing: the 5 x 5 default). */
export interface StageArea extends FloorPosition {
  width?: number;
  height?: number;
}

/**
 * The stage sensor's radii in metres along x and y: VOICE.stageRadius (4, reference) at the
 * default 5 x 5 size, scaled per axis with the stage's size, times `scale` (the overlay shows
 * within 3 sensors).
 */
export function stageSensorRadii(stage: StageArea, scale = 1): { rx: number; ry: number } {
  const per = STAGE_SENSOR_PER_METRE * scale;
  return {
    rx: (stage.width ?? STAGE_SIZE.default) * per,
    ry: (stage.height ?? STAGE_SIZE.default) * per,
  };
}

/** Inside the global stage's sensor, an ellipse around its centre (edge included). */
export function insideStage(person: FloorPosition, stage: StageArea, scale = 1): boolean {
  const { rx, ry } = stageSensorRadii(stage, scale);
  const dx = (person.x - stage.x) / rx;
  const dy = (person.y - stage.y) / ry;
  return dx * dx + dy * dy <= 1 + 1e-9;
}

/** An audio channel zone object as placed in a room (its instance id and properties). */
export interface ChannelZone {
  id: string;
  /** Centre of the zone. */
  x: number;
  y: number;
  /** Metres; missing or not above 0 → 5 (reference default). */
  width?: number | null;
  height?: number | null;
  /** The zone's channel; blank → the zone's own id (reference). */
  channelId?: string | null;
}

function sizeOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : ZONE_SIZE.default;
}

/** The channel of a zone: its _channelId, or its own id when that is blank. */
export function zoneChannelId(zone: ChannelZone): string {
  return zone.channelId && zone.channelId.trim() !== '' ? zone.channelId : zone.id;
}

/**
 * The channel id of the zone containing (x, y) (an axis-aligned rectangle centred on the
 * zone's x, y; edges included), or null outside every zone. Where zones overlap, the smallest
 * one wins (a booth drawn inside a hall is the more specific place), then the smaller id, so
 * the answer does not depend on the order the zones arrive in.
 */
export function zoneAt(x: number, y: number, zones: readonly ChannelZone[]): string | null {
  let best: { zone: ChannelZone; area: number } | null = null;
  for (const zone of zones) {
    const width = sizeOf(zone.width);
    const height = sizeOf(zone.height);
    const inside = Math.abs(x - zone.x) <= width / 2 && Math.abs(y - zone.y) <= height / 2;
    if (!inside) continue;
    const area = width * height;
    if (!best || area < best.area || (area === best.area && zone.id < best.zone.id)) {
      best = { zone, area };
    }
  }
  return best ? zoneChannelId(best.zone) : null;
}

/** The stage is usable when it is public or the user has the speaker role (reference). */
export function stageUsable({ isPublic, isSpeaker }: { isPublic: boolean; isSpeaker: boolean }) {
  return isPublic || isSpeaker;
}

export type StageZoneColour = 'green' | 'red' | 'orange';

export interface StageZoneFacts {
  /** The user stands inside the stage sensor. */
  inside: boolean;
  /** stageUsable for this user. */
  usable: boolean;
  /** The user's stage connection is CONNECTED. */
  connected: boolean;
}

/**
 * The stage area's colour (reference): green when connected inside, red when usable but not
 * connected, orange otherwise (not usable, or still connected after stepping out).
 */
export function stageZoneColour({ inside, usable, connected }: StageZoneFacts): StageZoneColour {
  if (connected && inside) return 'green';
  if (usable && !connected) return 'red';
  return 'orange';
}

export interface StageZoneCue {
  colour: StageZoneColour;
  /** Text shown (and read) with the colour, so colour is never the only cue. */
  label: string;
  /** A symbol name for the icon beside the label. */
  icon: 'live' | 'mic-off' | 'lock' | 'leaving';
}

/** The stage area's colour with the words and icon that say the same thing. */
export function stageZoneCue(facts: StageZoneFacts): StageZoneCue {
  const colour = stageZoneColour(facts);
  if (colour === 'green')
    return { colour, label: 'On stage: the whole room hears you', icon: 'live' };
  if (colour === 'red') {
    return facts.inside
      ? { colour, label: 'Not connected to the stage yet', icon: 'mic-off' }
      : { colour, label: 'Step onto the stage to be heard by the room', icon: 'mic-off' };
  }
  return facts.usable
    ? { colour, label: 'Leaving the stage', icon: 'leaving' }
    : { colour, label: 'Stage for speakers only', icon: 'lock' };
}

/** The user's connection to the stage (reference states). */
export type StageConnectionState = 'PENDING' | 'CONNECTING' | 'CONNECTED' | 'ERROR';

/** Stage overlay texts, exactly as the reference. */
export const STAGE_TEXT = {
  title: 'Global stage',
  public: '(Public)',
  connecting: 'Connecting...',
  connected: 'Connected',
  makePublic: 'Make public',
  makePrivate: 'Make private',
} as const;
