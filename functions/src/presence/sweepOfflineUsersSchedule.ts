import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logUsersMarkedOffline } from '../shared/log';
import { sweepOfflineUsers as sweep } from './offlineUsers';

/**
 * Every minute (Cloud Scheduler's shortest period): a crashed tab's user is offline, and their
 * avatar gone, at most a minute after their keep-alive is stale (2 minutes old), so within 3
 * minutes of its last sign of life, as in the reference (stale after 2 minutes, then an
 * admin's check throttled to 30 s).
 */
export const sweepOfflineUsers = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300 },
  async () => {
    const report = await sweep(Date.now());
    if (report.offline.length > 0) logUsersMarkedOffline(report);
  },
);
