import { isBotId } from '../../domain/bots';
import { channelZonesOf, stageOf, type RoomObject } from '../../domain/objects/roomObjects';
import { insideStage, zoneAt, type RoomAudio, type VoicePerson } from '../../domain/voice';
import type { VoiceWorld } from './voiceLoop';

/** What the voice policy needs of the room besides positions (objects, stage, settings). */
export interface VoiceFacts {
  objects: readonly RoomObject[];
  /** eventStage.participants: joined through the stage callable (usable stage checked there). */
  stageParticipants: ReadonlySet<string>;
  /** eventStage.floor: given the floor (src/domain/talk.ts), heard as on stage from anywhere. */
  floor?: ReadonlySet<string>;
  room: RoomAudio;
  /** The event's global-audio listeners a stage speaker serves (VoiceWorld.listeners). */
  listeners?: ReadonlySet<string>;
}

/** Someone placed on the floor, as the world (or the room roster) knows them. */
export interface Placed {
  id: string;
  x: number;
  y: number;
  /** Muted by themselves or an admin, when known (ranks them after speakers). */
  muted?: boolean;
}

/**
 * The listener and the people around them as the voice policy sees them, from positions the
 * client already holds (the player and the remotes of the watched cells). Zones and the stage
 * are worked out from where each person stands, so every client reaches the same answer
 * without reading anyone's user document; a stage participant counts as on stage only while
 * their position is inside the stage area (a crashed tab's stale entry does not broadcast); a
 * floor holder counts as on stage wherever they stand in the room, as long as they are in it.
 * Bots are not voices and are left out.
 */
export function voiceWorldOf(
  player: Placed,
  remotes: Iterable<Placed>,
  facts: VoiceFacts,
): VoiceWorld {
  const stage = stageOf(facts.objects);
  const zones = channelZonesOf(facts.objects);
  const person = ({ id, x, y, muted = false }: Placed): VoicePerson => ({
    id,
    x,
    y,
    channelId: zoneAt(x, y, zones),
    onStage:
      (stage !== null && facts.stageParticipants.has(id) && insideStage({ x, y }, stage)) ||
      (facts.floor?.has(id) ?? false),
    muted,
  });
  const others: VoicePerson[] = [];
  // Bots have no voice: a connection offered to one is never answered, and a crowd of them
  // would keep this client offering, signalling and retrying for nothing.
  for (const remote of remotes) if (!isBotId(remote.id)) others.push(person(remote));
  const world: VoiceWorld = { listener: person(player), others, room: facts.room };
  return facts.listeners ? { ...world, listeners: facts.listeners } : world;
}
