import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PRESENCE } from '../../../src/domain/constants';
import { logVoiceSessionsClosed } from '../shared/log';
import { sweepStaleVoiceSessions as sweep } from './staleVoiceSweep';

/**
 * Runs once per stale window: a crashed tab's session is closed at most two windows after its
 * last keep-alive, and counted only up to that keep-alive.
 */
export const sweepStaleVoiceSessions = onSchedule(
  { schedule: `every ${PRESENCE.staleAfterMs / 60_000} minutes`, timeoutSeconds: 300 },
  async () => {
    const report = await sweep(Date.now());
    if (report.closed.length > 0) logVoiceSessionsClosed(report);
  },
);
