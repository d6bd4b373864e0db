import { describe, expect, it } from 'vitest';
import { PRESENCE, VOICE } from './constants';
import {
  freshGlobalAudioListeners,
  GLOBAL_AUDIO_TEXT,
  listenerAudioState,
  listenerStateText,
  listenOnlyWorld,
  type ListenerFacts,
} from './globalAudioListening';
import { AUDIO_BADGE, planHearing } from './voice';

describe('listenOnlyWorld', () => {
  it('plans every other stage participant as a stage voice: full gain, not placed', () => {
    const { listener, others, room } = listenOnlyWorld('me', ['b', 'a', 'me', 'a']);
    const plan = planHearing(listener, others, room, new Set());
    expect(plan).toEqual([
      { id: 'a', reason: 'stage', gain: 1, spatial: false },
      { id: 'b', reason: 'stage', gain: 1, spatial: false },
    ]);
  });

  it("plans no more than the policy's stage voices", () => {
    const many = Array.from({ length: VOICE.maxStageVoices + 3 }, (_, i) => `s${i}`);
    const { listener, others, room } = listenOnlyWorld('me', many);
    expect(planHearing(listener, others, room, new Set())).toHaveLength(VOICE.maxStageVoices);
  });

  it('hears nobody when nobody else is on the stage', () => {
    const { listener, others, room } = listenOnlyWorld('me', ['me']);
    expect(planHearing(listener, others, room, new Set())).toEqual([]);
  });
});

describe('freshGlobalAudioListeners', () => {
  const now = 1_000_000;
  it('keeps listeners announced within the stale limit and pending writes, never oneself', () => {
    const fresh = freshGlobalAudioListeners(
      [
        { uid: 'recent', atMs: now - 1000 },
        { uid: 'edge', atMs: now - PRESENCE.staleAfterMs },
        { uid: 'gone', atMs: now - PRESENCE.staleAfterMs - 1 },
        { uid: 'pending', atMs: null },
        { uid: 'me', atMs: now },
      ],
      now,
      'me',
    );
    expect([...fresh].sort()).toEqual(['edge', 'pending', 'recent']);
  });
});

describe('listenerAudioState', () => {
  const facts = (overrides: Partial<ListenerFacts>): ListenerFacts => ({
    connection: 'connected',
    fatal: false,
    speakers: 1,
    hearing: 0,
    queuePosition: null,
    ...overrides,
  });

  it('is joining before the engine reports, and a fatal error overrides everything', () => {
    expect(listenerAudioState(facts({ connection: null }))).toBe('joining');
    expect(listenerAudioState(facts({ fatal: true, hearing: 1 }))).toBe('fatalError');
  });

  it('is ready only once a stage voice arrives', () => {
    expect(listenerAudioState(facts({}))).toBe('connecting');
    expect(listenerAudioState(facts({ hearing: 1 }))).toBe('ready');
  });

  it('is none with nobody on the stage, queued when every speaker is full', () => {
    expect(listenerAudioState(facts({ speakers: 0 }))).toBe('none');
    expect(listenerAudioState(facts({ queuePosition: 0 }))).toBe('queued');
    // The engine says connecting while its planned links wait in the queue.
    expect(listenerAudioState(facts({ connection: 'connecting', queuePosition: 0 }))).toBe(
      'queued',
    );
    expect(listenerAudioState(facts({ queuePosition: 0, hearing: 1 }))).toBe('ready');
  });

  it('maps signalling and link trouble as the badge does', () => {
    expect(listenerAudioState(facts({ connection: 'failed' }))).toBe('error');
    expect(listenerAudioState(facts({ connection: 'failed', speakers: 0 }))).toBe('error');
    expect(listenerAudioState(facts({ connection: 'connecting' }))).toBe('connecting');
    // One speaker's link is up while another's is still being set up: heard.
    expect(listenerAudioState(facts({ connection: 'connecting', hearing: 1 }))).toBe('ready');
  });
});

describe('listenerStateText', () => {
  it("says the stage is empty, the queue's place, else the badge's words", () => {
    expect(listenerStateText('none', null)).toBe(GLOBAL_AUDIO_TEXT.nobodyOnStage);
    expect(listenerStateText('queued', 1)).toBe(
      'Waiting for a place in the audio: number 2 in the queue.',
    );
    expect(listenerStateText('ready', null)).toBe(AUDIO_BADGE.ready.text);
  });
});
