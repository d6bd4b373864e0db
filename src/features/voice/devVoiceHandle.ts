import { audioContext } from './audioGraph';
import type { VoiceEngine } from './engine';

/** Same switch as the world's debug handle: the dev server and the bench build, never production. */
const ENABLED = import.meta.env.DEV || import.meta.env.MODE === 'bench';

/**
 * Exposes the running voice engine's figures as window.__menagerieVoice for end-to-end tests
 * and benchmarks: the peers connected and the RMS received from each. Returns its remover.
 */
export function exposeVoiceForTests(engine: VoiceEngine, localRms: () => number): () => void {
  if (!ENABLED) return () => undefined;
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
