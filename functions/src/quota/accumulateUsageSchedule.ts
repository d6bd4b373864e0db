import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PRESENCE } from '../../../src/domain/constants';
import { logAudioUsageAccumulated } from '../shared/log';
import { accumulateAudioUsage as accumulate } from './accumulateUsage';

/**
 * Once per stale window, like presence-sweepStaleVoiceSessions (which it also runs first, so a
 * crashed tab's conference is closed and counted in the same pass): the organisers' warning is
 * at most one window behind.
 */
export const accumulateAudioUsage = onSchedule(
  { schedule: `every ${PRESENCE.staleAfterMs / 60_000} minutes`, timeoutSeconds: 300 },
  async () => {
    const report = await accumulate(Date.now());
    if (report.counted.length > 0) logAudioUsageAccumulated(report);
  },
);
