import { onSchedule } from 'firebase-functions/v2/scheduler';
import { INSIGHTS } from '../../../src/domain/insights/insights';
import { db } from '../shared/admin';
import { logInsightSlotRecorded } from '../shared/log';
import { recordSlot as record } from './recordSlot';

/**
 * Once per slot (5 minutes): Cloud Scheduler fires on the minute, a little after the slot's
 * start, so the run's own time names the slot it samples.
 */
export const recordSlot = onSchedule(
  { schedule: `every ${INSIGHTS.slotMs / 60_000} minutes`, timeoutSeconds: 120 },
  async () => {
    const report = await record(db, Date.now());
    if (report.events > 0 || report.messageCounts > 0) logInsightSlotRecorded(report);
  },
);
