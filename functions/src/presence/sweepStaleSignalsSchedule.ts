import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PRESENCE } from '../../../src/domain/constants';
import { logVoiceSignalsDeleted } from '../shared/log';
import { sweepStaleSignals as sweep } from './staleSignals';

/** Once per stale window: a dead tab's unread signals go at most two windows after they were sent. */
export const sweepStaleSignals = onSchedule(
  { schedule: `every ${PRESENCE.staleAfterMs / 60_000} minutes`, timeoutSeconds: 300 },
  async () => {
    const report = await sweep(Date.now());
    if (report.deleted.length > 0) logVoiceSignalsDeleted(report.deleted.length);
  },
);
