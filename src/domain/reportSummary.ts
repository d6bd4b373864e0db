import { formatDayMonthYear } from './dates';
import type { ReportFilters } from './reports';

interface SummaryInput {
  /** Rows shown. */
  shown: number;
  /** Events in the range that the filters left out. */
  filteredOut: number;
  filters: ReportFilters;
  start: string;
  end: string;
}

const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/**
 * The sentence above the usage report. With a filter on it names the filter and counts what the
 * filter left out: 'No events had a conference end...' under the subscription filter read as if
 * there had been no events at all (issue 30 #18). Dates day-month-year (domain/dates.ts).
 */
export function reportSummary({ shown, filteredOut, filters, start, end }: SummaryInput): string {
  const range = `between ${formatDayMonthYear(start)} and ${formatDayMonthYear(end)}`;
  const wanted = [
    filters.hasSubscription ? 'a subscription' : null,
    filters.unlimitedCapacity ? 'unlimited audio capacity' : null,
  ].filter((part): part is string => part !== null);
  if (wanted.length === 0) {
    return shown === 0
      ? `No events had a conference end ${range}.`
      : `${events(shown)} had a conference end ${range}.`;
  }
  const withWhat = `with ${wanted.join(' and ')}`;
  const head =
    shown === 0
      ? `No events ${withWhat} had a conference end ${range}.`
      : `${events(shown)} ${withWhat} had a conference end ${range}.`;
  if (filteredOut === 0) return head;
  return `${head} The ${wanted.length === 1 ? 'filter' : 'filters'} left out ${events(filteredOut)}.`;
}
