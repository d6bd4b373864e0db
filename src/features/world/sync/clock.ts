/**
 * The time sources of position sync, injected so the client can be driven by a manual clock in
 * tests. Two clocks, because they answer different questions: `now` is wall-clock time
 * (compared with the server's timestamps), `frameNow` is the animation clock the renderer
 * interpolates remote avatars on (performance.now in the browser).
 */
export interface SyncClock {
  now(): number;
  frameNow(): number;
  /** Calls `fn` every `ms` until the returned function is called. */
  every(ms: number, fn: () => void): () => void;
}

export const browserClock: SyncClock = {
  now: () => Date.now(),
  frameNow: () => performance.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    return () => clearInterval(timer);
  },
};
