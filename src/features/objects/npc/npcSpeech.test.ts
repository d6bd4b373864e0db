import { afterEach, describe, expect, it } from 'vitest';
import { npcSpeech, publishNpcSpeech } from './npcSpeech';

afterEach(() => npcSpeech.setState({}, true));

describe('publishNpcSpeech', () => {
  it('publishes what each guide says', () => {
    publishNpcSpeech({ a: { text: 'Hi', index: 0, count: 2 }, b: null });
    expect(npcSpeech.getState()).toEqual({ a: { text: 'Hi', index: 0, count: 2 }, b: null });
  });

  it('leaves the store alone when no line changed (no bubble re-renders every check)', () => {
    publishNpcSpeech({ a: { text: 'Hi', index: 0, count: 2 }, b: null });
    const before = npcSpeech.getState();
    let notified = 0;
    const stop = npcSpeech.subscribe(() => notified++);
    publishNpcSpeech({ a: { text: 'Hi', index: 0, count: 2 }, b: null });
    stop();
    expect(notified).toBe(0);
    expect(npcSpeech.getState()).toBe(before);
  });

  it("keeps an unchanged guide's line as it was when another one's changes", () => {
    publishNpcSpeech({
      a: { text: 'Hi', index: 0, count: 2 },
      b: { text: 'Yo', index: 0, count: 1 },
    });
    const a = npcSpeech.getState().a;
    publishNpcSpeech({ a: { text: 'Hi', index: 0, count: 2 }, b: null });
    expect(npcSpeech.getState().a).toBe(a);
    expect(npcSpeech.getState().b).toBeNull();
  });

  it('drops guides no longer in the room', () => {
    publishNpcSpeech({ a: { text: 'Hi', index: 0, count: 2 } });
    publishNpcSpeech({});
    expect(npcSpeech.getState()).toEqual({});
  });
});
