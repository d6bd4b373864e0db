import {
  personAudioState,
  type LinkFailureCause,
  type PersonAudioState,
} from '../../domain/voice/peerAudio';
import type { VoiceEngineStatus } from './engine';
import type { VoiceWorld } from './voiceLoop';

/** One person's audio as the listener experiences it, with why a failing link likely fails. */
export interface PersonAudio {
  state: PersonAudioState;
  cause: LinkFailureCause | null;
}

/**
 * The audio state of each person around the listener (the voice world's others: what this
 * client sees, never the whole room), from the plan and the engine's links.
 */
export function peopleAudioStates(
  world: VoiceWorld,
  heard: ReadonlySet<string>,
  status: VoiceEngineStatus | null,
): Map<string, PersonAudio> {
  const people = new Map<string, PersonAudio>();
  const { listener } = world;
  for (const person of world.others) {
    const link = status?.peers?.get(person.id) ?? null;
    const state = personAudioState({
      heard: heard.has(person.id),
      link: status?.peers ? link : null,
      engineConnected: status?.connection === 'connected',
      muted: person.muted,
      otherChannel: !person.onStage && person.channelId !== listener.channelId,
    });
    people.set(person.id, { state, cause: link?.cause ?? null });
  }
  return people;
}

/** A key that changes only when some person's audio state changes (to skip re-renders). */
export function peopleAudioKey(people: ReadonlyMap<string, PersonAudio>): string {
  return [...people]
    .map(([id, { state, cause }]) => `${id}:${state}:${cause ?? ''}`)
    .sort()
    .join('|');
}
