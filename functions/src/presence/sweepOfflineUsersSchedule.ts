import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PRESENCE } from '../../../src/domain/constants';
import { sweepOfflineUsers as sweep } from './offlineUsers';

/** Once per stale window: a crashed tab's user is offline at most two windows after its last sign of life. */
export const sweepOfflineUsers = onSchedule(
  { schedule: `every ${PRESENCE.staleAfterMs / 60_000} minutes`, timeoutSeconds: 300 },
  async () => {
    const report = await sweep(Date.now());
    if (report.offline.length > 0) logger.info('Marked stale users offline', report);
  },
);
