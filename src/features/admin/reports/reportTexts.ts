import { formatDayMonthYear, utcDayMonthYearTime } from '../../../domain/dates';
import { REPORT_TEXTS, type ReportFilters } from '../../../domain/reports';
import { useErrorText, useFormats, useT, type MessageId } from '../../languages';
import { CHECK_DATES } from './useUsageReport';

/** The range schema's sentences (shared with the callable, in English) as messages. */
const RANGE_MESSAGES: Record<string, MessageId> = {
  [REPORT_TEXTS.badDate]: 'reports.badDate',
  [REPORT_TEXTS.endBeforeStart]: 'reports.endBeforeStart',
  [REPORT_TEXTS.tooLong]: 'reports.tooLong',
  [CHECK_DATES]: 'reports.checkDates',
};

const DAY: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
};

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

interface SummaryInput {
  shown: number;
  filteredOut: number;
  filters: ReportFilters;
  start: string;
  end: string;
}

/**
 * The sentence above the usage report. With a filter on it names the filter and counts what the
 * filter left out: 'No events had a conference end...' under the subscription filter read as if
 * there had been no events at all (issue 30 #18).
 */
export function reportSummary(input: SummaryInput, t: Translate, day: (isoDay: string) => string) {
  const { shown, filteredOut, filters, start, end } = input;
  const range = { count: shown, start: day(start), end: day(end) };
  const wanted = [filters.hasSubscription, filters.unlimitedCapacity].filter(Boolean).length;
  if (wanted === 0) return t('reports.summary', range);
  const filter = wanted === 2 ? 'both' : filters.hasSubscription ? 'subscription' : 'capacity';
  const head = t('reports.summaryFiltered', { ...range, filter });
  if (filteredOut === 0) return head;
  return head + t('reports.leftOut', { filters: wanted, count: filteredOut });
}

/**
 * The reports' words, days and times in the person's language. The reports' days are UTC days;
 * English keeps the reference's day-month-year ('DD-MM-YYYY', 'DD-MM-YYYY HH:MM UTC'), the other
 * languages their own numeric day-month-year through Intl (the reference's order in all three).
 */
export function useReportTexts() {
  const t = useT();
  const errorText = useErrorText();
  const { language, date, number } = useFormats();
  const english = language === 'en';
  const day = (isoDay: string) => {
    const valid = formatDayMonthYear(isoDay);
    return english || !valid ? valid : date(new Date(`${isoDay}T00:00:00Z`), DAY);
  };
  const dayTime = (iso: string) => {
    const valid = utcDayMonthYearTime(iso);
    if (english || !valid) return valid;
    const time = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    return `${date(new Date(iso), time)} UTC`;
  };
  /** A count or user-minutes: as the reference wrote them in English, the language's digits else. */
  const figure = (value: number) => (english ? String(value) : number(value));
  const summary = (input: SummaryInput) => reportSummary(input, t, day);
  const rangeText = (text: string | null) => {
    const id = text ? RANGE_MESSAGES[text] : undefined;
    return id ? t(id) : errorText(text);
  };
  return { t, day, dayTime, figure, summary, rangeText };
}
