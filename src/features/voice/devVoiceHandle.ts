import { TEST_HOOKS_ENABLED } from '../../data/testHooks';
import { audioContext } from './audioGraph';
import type { LinkReport, VoiceEngine } from './engine';

/** window.__menagerieVoice: the voice engine's figures (src/windowHooks.ts). */
export interface VoiceTestHandle {
  connections: () => string[];
  levels: () => Record<string, number>;
  localRms: () => number;
  inspect: () => Promise<LinkReport[]>;
  /** 'running' once the browser lets the page play sound. */
  audioState: () => AudioContextState;
}

/**
 * Exposes the running voice engine's figures as window.__menagerieVoice for end-to-end tests
 * and benchmarks: the peers connected and the RMS received from each. Returns its remover.
 */
export function exposeVoiceForTests(engine: VoiceEngine, localRms: () => number): () => void {
  if (!TEST_HOOKS_ENABLED) return () => undefined;
  const handle: VoiceTestHandle = {
    connections: () => engine.connections().sort(),
    levels: () => Object.fromEntries(engine.levels()),
    localRms,
    inspect: () => engine.inspect?.() ?? Promise.resolve([]),
    /** 'running' once the browser lets the page play sound. */
    audioState: () => audioContext().state,
  };
  window.__menagerieVoice = handle;
  return () => {
    if (window.__menagerieVoice === handle) delete window.__menagerieVoice;
  };
}
