import { useCallback, useEffect, useRef, useState } from 'react';
import { getUsageReport } from '../../../data/reports';
import {
  dayOf,
  reportRangeSchema,
  type ReportFilters,
  type UsageReportResult,
} from '../../../domain/reports';

/** Said when the schema gives no sentence (the page shows the catalogs' words for it). */
export const CHECK_DATES = 'Check the dates.';

export interface ReportQuery extends ReportFilters {
  start: string;
  end: string;
}

type ReportState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; query: ReportQuery; result: UsageReportResult };

export interface UsageReport {
  state: ReportState;
  /** The dates' error (end before start, not a date): shown at the field, nothing is asked. */
  rangeError: string | null;
  run: (query: ReportQuery) => void;
}

/** The last 30 days up to today (UTC), the page's first report. */
export function defaultQuery(nowMs = Date.now()): ReportQuery {
  return { start: dayOf(nowMs - 29 * 86_400_000), end: dayOf(nowMs), hasSubscription: false };
}

/**
 * admin-getUsageReport for the page: validates the dates with the callable's own schema first
 * (a bad range never leaves the page), and keeps only the newest request's answer.
 */
export function useUsageReport(initial: ReportQuery): UsageReport {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const latest = useRef(0);

  const run = useCallback((query: ReportQuery) => {
    const range = reportRangeSchema.safeParse({ start: query.start, end: query.end });
    if (!range.success) {
      setRangeError(range.error.issues[0]?.message ?? CHECK_DATES);
      return;
    }
    setRangeError(null);
    const request = ++latest.current;
    setState({ status: 'loading' });
    void getUsageReport({
      ...range.data,
      hasSubscription: query.hasSubscription === true,
      unlimitedCapacity: query.unlimitedCapacity === true,
    }).then((outcome) => {
      if (request !== latest.current) return;
      setState(
        outcome.ok
          ? { status: 'ready', query, result: outcome.data }
          : { status: 'error', message: outcome.message },
      );
    });
  }, []);

  const first = useRef(initial);
  useEffect(() => {
    run(first.current);
    // A request answering after the page closed must not set state. latest is a counter, not
    // a rendered node: reading it at cleanup is the point.
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++;
    };
  }, [run]);

  return { state, rangeError, run };
}
