import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roomAudio, type VoicePerson } from '../../domain/voice';
import type { PlannedVoice, VoiceEngine } from './engine';
import { startVoiceLoop, type VoiceWorld } from './voiceLoop';

const person = (id: string, x: number, y: number): VoicePerson => ({
  id,
  x,
  y,
  channelId: null,
  onStage: false,
  muted: false,
});

/** An engine double that records plans and reports the levels it is given. */
function fakeEngine(levels: Map<string, number>) {
  const plans: { voices: readonly PlannedVoice[]; present: ReadonlySet<string> }[] = [];
  const engine: VoiceEngine = {
    start: async () => undefined,
    setPlan: (voices, present) => plans.push({ voices, present }),
    setMuted: () => undefined,
    setMicrophone: async () => undefined,
    onStatus: () => () => undefined,
    levels: () => levels,
    connections: () => [],
    stop: () => undefined,
  };
  return { engine, plans };
}

describe('startVoiceLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const world: VoiceWorld = {
    listener: person('me', 100, 100),
    others: [person('east', 103, 100), person('north', 100, 96), person('far', 140, 100)],
    room: roomAudio(),
  };

  it('sends the policy plan with panner offsets at once and every 300 ms', () => {
    const { engine, plans } = fakeEngine(new Map());
    const stop = startVoiceLoop({
      engine,
      getWorld: () => world,
      localRms: () => 0,
      isMuted: () => false,
      onSpeaking: () => undefined,
    });
    expect(plans).toHaveLength(1);
    const voices = plans[0]!.voices;
    expect(voices.map((voice) => voice.id)).toEqual(['east', 'north']);
    expect(voices[0]!.offset).toEqual({ x: 3, y: 0, z: 0 });
    // North (smaller floor y) is ahead of a listener facing -z.
    expect(voices[1]!.offset).toEqual({ x: 0, y: 0, z: -4 });
    expect([...plans[0]!.present].sort()).toEqual(['east', 'far', 'north']);
    vi.advanceTimersByTime(600);
    expect(plans).toHaveLength(3);
    stop();
    vi.advanceTimersByTime(600);
    expect(plans).toHaveLength(3);
  });

  it("counts the world's listen-only listeners present, without hearing or placing them", () => {
    const { engine, plans } = fakeEngine(new Map());
    const stop = startVoiceLoop({
      engine,
      getWorld: () => ({ ...world, listeners: new Set(['page']) }),
      localRms: () => 0,
      isMuted: () => false,
      onSpeaking: () => undefined,
    });
    expect([...plans[0]!.present].sort()).toEqual(['east', 'far', 'north', 'page']);
    expect(plans[0]!.voices.map((voice) => voice.id)).toEqual(['east', 'north']);
    stop();
  });

  it('reports as speaking the heard voices and the unmuted own mic above the speaking level', () => {
    // RMS 0.05 is about -26 dBFS (level 57, speaking); 0.001 is -60 dBFS (level 0).
    const levels = new Map([
      ['east', 0.05],
      ['north', 0.001],
      ['far', 0.05],
    ]);
    const { engine } = fakeEngine(levels);
    let muted = false;
    const reports: string[][] = [];
    const stop = startVoiceLoop({
      engine,
      getWorld: () => world,
      localRms: () => 0.05,
      isMuted: () => muted,
      onSpeaking: (ids) => reports.push([...ids].sort()),
    });
    vi.advanceTimersByTime(300);
    // 'far' is loud but not in the plan (past earshot): not reported.
    expect(reports.at(-1)).toEqual(['east', 'me']);
    muted = true;
    vi.advanceTimersByTime(300);
    expect(reports.at(-1)).toEqual(['east']);
    stop();
    expect(reports.at(-1)).toEqual([]);
  });
});
