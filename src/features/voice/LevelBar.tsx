import { useEffect, useState } from 'react';
import { VOICE } from '../../domain/constants';
import { levelBars, rmsToLevel } from '../../domain/voice';

/** The own microphone's level: three segments lit at the reference thresholds (7, 34, 67). */
export function LevelBar({ rms, muted }: { rms: () => number; muted: boolean }) {
  const [bars, setBars] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setBars(muted ? 0 : levelBars(rmsToLevel(rms()))),
      VOICE.speakingPollMs,
    );
    return () => clearInterval(timer);
  }, [rms, muted]);
  return (
    <div
      className="voice-level"
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={3}
      aria-valuenow={bars}
    >
      {[1, 2, 3].map((segment) => (
        <span key={segment} className="voice-level__segment" data-lit={segment <= bars} />
      ))}
    </div>
  );
}
