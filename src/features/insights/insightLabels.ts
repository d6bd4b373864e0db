import { localDayMonthYearTime } from '../../domain/dates';
import { INSIGHTS_TEXT } from '../../domain/insights/insights';
import { useErrorText, useFormats, useT, type MessageId } from '../languages';

/** The range rule's and the callable's sentences (domain, in English) as messages. */
const MESSAGES: Record<string, MessageId> = {
  [INSIGHTS_TEXT.rangeBackwards]: 'insights.rangeBackwards',
  [INSIGHTS_TEXT.rangeTooLong]: 'insights.rangeTooLong',
  [INSIGHTS_TEXT.notOrganiser]: 'insights.notOrganiser',
};

const SLOT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * The insights page's words, times and figures in the person's language. English keeps the
 * reference's 'DD-MM-YYYY HH:MM' and '1,234'; the other languages their own numeric
 * day-month-year with a 24-hour time, and their own digits, through Intl (the reader's clock).
 */
export function useInsightLabels() {
  const t = useT();
  const errorText = useErrorText();
  const { language, date, number } = useFormats();
  const english = language === 'en';
  /** A slot's or hour's start where the reader is. */
  const slotLabel = (ms: number): string =>
    english ? localDayMonthYearTime(new Date(ms)) : date(new Date(ms), SLOT);
  /** A whole number with the reader's grouping. */
  const count = (n: number): string => (english ? n.toLocaleString('en-GB') : number(n));
  /** 'N person' / 'N people'. */
  const people = (n: number): string => t('insights.people', { count: n });
  /** A sentence of the domain or the callable; one not listed stays as it came. */
  const sentence = <T extends string | null | undefined>(text: T): T | string => {
    const id = text ? MESSAGES[text] : undefined;
    return id ? t(id) : errorText(text);
  };
  return { t, language, slotLabel, count, people, sentence };
}

export type InsightLabels = ReturnType<typeof useInsightLabels>;
