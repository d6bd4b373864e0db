import { VOICE } from '../constants';

/** The quietest level shown: -60 dBFS, about a quiet room through a noise-suppressed mic. */
const FLOOR_DBFS = -60;

/**
 * Maps an AnalyserNode RMS amplitude (0..1, full scale = 1) to the 0..100 level the bar and the
 * speaking ring use. Loudness is heard logarithmically, so the level is linear in dBFS:
 * -60 dBFS (and below, and silence) → 0, 0 dBFS → 100; -40 dBFS → 33.3, -20 dBFS → 66.7.
 * So the reference's thresholds 7, 34 and 67 sit at about -56, -40 and -20 dBFS: any sound,
 * quiet speech, and a clear voice.
 */
export function rmsToLevel(rms: number): number {
  if (!(rms > 0)) return 0;
  const dbfs = 20 * Math.log10(Math.min(1, rms));
  return Math.min(100, Math.max(0, ((dbfs - FLOOR_DBFS) / -FLOOR_DBFS) * 100));
}

/** How many bars of the mic level bar are lit: the thresholds (7, 34, 67) the level reaches. */
export function levelBars(level: number): 0 | 1 | 2 | 3 {
  return VOICE.levelThresholds.filter((threshold) => level >= threshold).length as 0 | 1 | 2 | 3;
}

/**
 * Speaking means the second bar (34, about -40 dBFS, quiet speech) is reached. The first bar
 * (7) lights for breathing and keyboard clicks, which must not scale the avatar or tell a
 * screen reader someone is speaking; using a bar threshold also means a person flagged as
 * speaking always sees at least two bars on their own meter.
 */
const SPEAKING_LEVEL = VOICE.levelThresholds[1];

export function isSpeaking(level: number): boolean {
  return level >= SPEAKING_LEVEL;
}
