import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, localDayMonthYear, utcDayMonthYearTime } from './dates';

describe('dates are shown day-month-year', () => {
  it('turns a YYYY-MM-DD day around', () => {
    expect(formatDayMonthYear('2026-12-24')).toBe('24-12-2026');
    expect(formatDayMonthYear('2000-01-05')).toBe('05-01-2000');
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear('24/12/2026')).toBe('');
  });

  it('shows a moment on the reader’s own calendar day, with two-digit day and month', () => {
    expect(localDayMonthYear(new Date(2026, 2, 7, 23, 59))).toBe('07-03-2026');
    expect(localDayMonthYear(new Date(2026, 10, 28, 0, 0))).toBe('28-11-2026');
    expect(localDayMonthYear(new Date(Number.NaN))).toBe('');
  });

  it('shows a UTC instant as its UTC day and minute, labelled UTC', () => {
    expect(utcDayMonthYearTime('2000-01-31T23:05:59.000Z')).toBe('31-01-2000 23:05 UTC');
    expect(utcDayMonthYearTime('')).toBe('');
  });
});
