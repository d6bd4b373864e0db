import type { VoiceEngine } from './engine';
import type { ScreenTransport } from './screenTransport';

/** The page's running voice engine (one voice session per page), once it has started. */
let active: VoiceEngine | null = null;

export function setActiveVoiceEngine(engine: VoiceEngine): void {
  active = engine;
}

/** The engine stopped: it is no longer the page's (unless another already took its place). */
export function clearActiveVoiceEngine(engine: VoiceEngine): void {
  if (active === engine) active = null;
}

/**
 * How screen shares travel now: the running engine's server transport (LiveKit), or null when
 * they take their own p2p links (the p2p engine, or no voice yet). Asked when a share starts or
 * a viewer begins receiving, not held: a LiveKit session that fell back to p2p answers null.
 */
export function screenTransport(): ScreenTransport | null {
  return active?.screens?.() ?? null;
}
