import { VOICE } from '../../domain/constants';
import {
  isSpeaking,
  pannerOffset,
  planHearing,
  rmsToLevel,
  type RoomAudio,
  type VoicePerson,
} from '../../domain/voice';
import type { PlannedVoice, VoiceEngine } from './engine';

/** The facts the hearing plan is made from, read fresh at every update. */
export interface VoiceWorld {
  listener: VoicePerson;
  others: readonly VoicePerson[];
  room: RoomAudio;
  /**
   * Listen-only participants in no room (the global-audio page) who may ask this client for its
   * stage voice: present for the engine, so a stage speaker serves them within its stage budget
   * and queue, yet never heard, placed or counted among the people of the room.
   */
  listeners?: ReadonlySet<string>;
}

export interface VoiceLoopOptions {
  engine: VoiceEngine;
  /** The facts now, or null while nothing describes the room (the plan then stays as it is). */
  getWorld: () => VoiceWorld | null;
  /** The own microphone's RMS (0..1), or 0 without one. */
  localRms: () => number;
  isMuted: () => boolean;
  /** Who speaks now (own id included), every speaking poll. */
  onSpeaking: (ids: ReadonlySet<string>) => void;
  /**
   * After each plan: the facts it was made from and who is heard (the stage's reach and queue,
   * and each person's audio state, follow them).
   */
  onPlanned?: (world: VoiceWorld, heard: ReadonlySet<string>) => void;
}

/**
 * The voice clock, outside React: every VOICE.spatialUpdateMs the policy's plan (who is heard,
 * gain, panner position) goes to the engine; every VOICE.speakingPollMs the levels decide who
 * is speaking. Both periods are 300 ms today; they stay two timers so either can change.
 */
export function startVoiceLoop(options: VoiceLoopOptions): () => void {
  const { engine, getWorld, localRms, isMuted, onSpeaking, onPlanned } = options;
  let heard = new Set<string>();
  let self: string | null = null;

  const updatePlan = () => {
    const world = getWorld();
    if (!world) return;
    const { listener, others, room } = world;
    self = listener.id;
    const plan = planHearing(listener, others, room, heard);
    heard = new Set(plan.map((voice) => voice.id));
    const where = new Map(others.map((person) => [person.id, person]));
    const planned: PlannedVoice[] = plan.map((voice) => ({
      ...voice,
      offset: pannerOffset(listener, where.get(voice.id) ?? listener),
    }));
    // The zone the listener stands in: livekit switches rooms, accounting switches alias.
    engine.setChannel?.(listener.channelId);
    engine.setPlan(planned, new Set([...where.keys(), ...(world.listeners ?? [])]));
    onPlanned?.(world, heard);
  };

  const pollSpeaking = () => {
    const speaking = new Set<string>();
    for (const [id, rms] of engine.levels()) {
      if (heard.has(id) && isSpeaking(rmsToLevel(rms))) speaking.add(id);
    }
    if (self && !isMuted() && isSpeaking(rmsToLevel(localRms()))) speaking.add(self);
    onSpeaking(speaking);
  };

  updatePlan();
  const planTimer = setInterval(updatePlan, VOICE.spatialUpdateMs);
  const speakingTimer = setInterval(pollSpeaking, VOICE.speakingPollMs);
  return () => {
    clearInterval(planTimer);
    clearInterval(speakingTimer);
    onSpeaking(new Set());
  };
}
