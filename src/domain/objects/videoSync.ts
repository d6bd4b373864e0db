import { VIDEO } from './videos';

// How a viewer follows the director's playback: the shared time now, the server's clock against
// ours, and whether to seek. Pure; features/objects/video/usePlaybackSync.ts applies it.

/** The director's record of where the video is: events/{e}/videos/{key}.currentTime. */
export interface SharedTime {
  /** Seconds into the video when it was written. */
  value: number;
  /** The server's time of the write (ms since the epoch); null until the server has it. */
  serverTs: number | null;
  /** The director's clock at the write (ms since the epoch). */
  userTs: number;
}

/**
 * Where the shared video is now, in seconds. While it plays, the written value moves on with
 * the time passed since the write: measured on the server's clock when this client knows how
 * its own clock stands to it (`serverOffsetMs`, server minus local), else on the director's
 * stamp, taking the two clocks to agree. A paused video stays where it was written.
 */
export function sharedTimeAt(
  time: SharedTime,
  playing: boolean,
  nowMs: number,
  serverOffsetMs: number | null,
): number {
  if (!playing) return time.value;
  const elapsedMs =
    time.serverTs !== null && serverOffsetMs !== null
      ? nowMs + serverOffsetMs - time.serverTs
      : nowMs - time.userTs;
  return time.value + Math.max(0, elapsedMs) / 1000;
}

/**
 * A clock sample from a playback time that arrived at `receivedAtMs`: the server's time minus
 * ours, give or take the delivery delay (so the largest sample is the truest), or null when
 * the data is not fresh (VIDEO.recentDataMs) or not yet stamped by the server.
 */
export function clockSample(time: SharedTime, receivedAtMs: number): number | null {
  if (time.serverTs === null) return null;
  if (Math.abs(receivedAtMs - time.userTs) > VIDEO.recentDataMs) return null;
  return time.serverTs - receivedAtMs;
}

/** The server's clock minus ours from the latest samples: the largest is the least delayed. */
export function serverOffsetOf(samples: readonly number[]): number | null {
  return samples.length === 0 ? null : Math.max(...samples);
}

/** Keeps the latest VIDEO.clockSamples samples. */
export function addClockSample(samples: readonly number[], sample: number | null): number[] {
  if (sample === null) return [...samples];
  return [...samples, sample].slice(-VIDEO.clockSamples);
}

export interface SeekInput {
  /** The shared time now (sharedTimeAt), seconds. */
  shared: number;
  /** Where this viewer's player is, seconds. */
  current: number;
  /** The video's length in seconds; NaN or Infinity while unknown or for a stream. */
  duration: number;
  livestream: boolean;
  looping: boolean;
  /** This viewer chose manual mode: it no longer follows the director. */
  manual: boolean;
}

/**
 * Where a viewer's player should jump to follow the director, or null to leave it: never for
 * a livestream or in manual mode, nor when it is within 3 s of the shared time, nor when the
 * shared time is beyond the video's end (a looping video wraps round instead).
 */
export function seekTarget(input: SeekInput): number | null {
  if (input.livestream || input.manual) return null;
  let target = input.shared;
  const known = Number.isFinite(input.duration) && input.duration > 0;
  if (known && target > input.duration) {
    if (!input.looping) return null;
    target %= input.duration;
  }
  let difference = Math.abs(target - input.current);
  // Looping: just before the end and just after the start are close.
  if (known && input.looping) difference = Math.min(difference, input.duration - difference);
  return difference <= VIDEO.seekToleranceS ? null : target;
}
