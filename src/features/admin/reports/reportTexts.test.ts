import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from '../../../domain/dates';
import { i18n } from '../../languages/i18n';
import { reportSummary as summaryOf } from './reportTexts';

type Input = Parameters<typeof summaryOf>[0];
const t = (id: Parameters<typeof i18n._>[0] & string, values?: Record<string, string | number>) =>
  i18n._(id, values);
/** The English summary, with the English days (the reference's words and order). */
const reportSummary = (input: Input) => summaryOf(input, t, formatDayMonthYear);

const range = { start: '2000-01-01', end: '2000-01-03' };

describe('the usage report summary (English)', () => {
  it('without filters: how many events, dates day-month-year', () => {
    expect(reportSummary({ ...range, shown: 0, filteredOut: 0, filters: {} })).toBe(
      'No events had a conference end between 01-01-2000 and 03-01-2000.',
    );
    expect(reportSummary({ ...range, shown: 1, filteredOut: 0, filters: {} })).toBe(
      '1 event had a conference end between 01-01-2000 and 03-01-2000.',
    );
  });

  it('with the subscription filter: says which events it counts and what it left out', () => {
    const filters = { hasSubscription: true, unlimitedCapacity: false };
    expect(reportSummary({ ...range, shown: 0, filteredOut: 3, filters })).toBe(
      'No events with a subscription had a conference end between 01-01-2000 and 03-01-2000. ' +
        'The filter left out 3 events.',
    );
    expect(reportSummary({ ...range, shown: 2, filteredOut: 1, filters })).toBe(
      '2 events with a subscription had a conference end between 01-01-2000 and 03-01-2000. ' +
        'The filter left out 1 event.',
    );
    expect(reportSummary({ ...range, shown: 0, filteredOut: 0, filters })).toBe(
      'No events with a subscription had a conference end between 01-01-2000 and 03-01-2000.',
    );
  });

  it('with both filters', () => {
    const filters = { hasSubscription: true, unlimitedCapacity: true };
    expect(reportSummary({ ...range, shown: 0, filteredOut: 4, filters })).toBe(
      'No events with a subscription and unlimited audio capacity had a conference end between ' +
        '01-01-2000 and 03-01-2000. The filters left out 4 events.',
    );
  });
});
