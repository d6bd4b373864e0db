import { TEST_HOOKS_ENABLED } from '../../data/testHooks';
import { audioContext } from './audioGraph';
import type { VoiceEngine } from './engine';

/**
 * Exposes the running voice engine's figures as window.__menagerieVoice for end-to-end tests
 * and benchmarks: the peers connected and the RMS received from each. Returns its remover.
 */
export function exposeVoiceForTests(engine: VoiceEngine, localRms: () => number): () => void {
  if (!TEST_HOOKS_ENABLED) return () => undefined;
  const handle = {
    connections: () => engine.connections().sort(),
    levels: () => Object.fromEntries(engine.levels()),
    localRms,
    inspect: () => engine.inspect?.() ?? Promise.resolve([]),
    /** 'running' once the browser lets the page play sound. */
    audioState: () => audioContext().state,
  };
  const target = window as unknown as { __menagerieVoice?: typeof handle };
  target.__menagerieVoice = handle;
  return () => {
    if (target.__menagerieVoice === handle) delete target.__menagerieVoice;
  };
}
