import { Timestamp } from 'firebase-admin/firestore';
import {
  passesFilters,
  rangeBoundsMs,
  reportRow,
  usageSeries,
  type LedgerConference,
  type ReportRow,
  type UsageReportResult,
} from '../../../src/domain/reports';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { ledgerConferences, reportEvent } from './ledger';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc } from '../../../src/domain/protocol/paths';

/**
 * admin-getUsageReport (staff only, /admin/reports): the events whose last conference ended
 * within the dates (inclusive UTC days), filtered, with the daily user-minutes of those events'
 * conferences that ended within the dates (src/domain/reports.ts).
 */
export const getUsageReport = authedCallable(
  CALLABLES.getUsageReport,
  async (
    { start, end, hasSubscription, unlimitedCapacity },
    caller,
  ): Promise<UsageReportResult> => {
    requireStaff(caller);
    const range = { start, end };
    const { fromMs, toMs } = rangeBoundsMs(range);
    const ledgers = await db
      .collection('conferences')
      .where('lastConferenceEnded', '>=', Timestamp.fromMillis(fromMs))
      .where('lastConferenceEnded', '<', Timestamp.fromMillis(toMs))
      .get();
    const events = ledgers.empty
      ? []
      : await db.getAll(...ledgers.docs.map((doc) => db.doc(eventDoc(doc.id))));
    const rows: ReportRow[] = [];
    const counted: LedgerConference[] = [];
    let filteredOut = 0;
    ledgers.docs.forEach((ledger, i) => {
      const conferences = ledgerConferences(ledger);
      if (conferences.length === 0) return;
      const row = reportRow(reportEvent(ledger.id, events[i]!), conferences);
      if (!passesFilters(row, { hasSubscription, unlimitedCapacity })) {
        filteredOut++;
        return;
      }
      rows.push(row);
      counted.push(...conferences);
    });
    rows.sort((a, b) => b.lastConferenceEnded.localeCompare(a.lastConferenceEnded));
    return { rows, series: usageSeries(counted, range), filteredOut };
  },
);
