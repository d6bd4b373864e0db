import { describe, expect, it } from 'vitest';
import { INSIGHTS_TEXT } from './insights';
import { dayRange, localDay, localDayStart, openingRange } from './insightRange';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('the insights range', () => {
  it('reads days where the reader is and refuses what is no day', () => {
    expect(localDayStart('2026-11-29')).toBe(local(2026, 11, 29));
    expect(localDayStart('2026-02-30')).toBeNull();
    expect(localDayStart('29-11-2026')).toBeNull();
    expect(localDay(local(2026, 11, 29, 23))).toBe('2026-11-29');
  });

  it('runs from the first day’s start to the last day’s end, or now if sooner', () => {
    const now = local(2026, 12, 31);
    expect(dayRange('2026-11-23', '2026-11-29', now)).toEqual({
      ok: true,
      fromMs: local(2026, 11, 23),
      toMs: local(2026, 11, 30),
    });
    const midday = local(2026, 11, 29, 12);
    expect(dayRange('2026-11-29', '2026-11-29', midday)).toEqual({
      ok: true,
      fromMs: local(2026, 11, 29),
      toMs: midday,
    });
  });

  it('refuses a backwards, empty or longer than 7 days range with the callable’s texts', () => {
    const now = local(2026, 12, 31);
    expect(dayRange('2026-11-29', '2026-11-28', now)).toEqual({
      ok: false,
      error: INSIGHTS_TEXT.rangeBackwards,
    });
    expect(dayRange('', '2026-11-28', now)).toEqual({
      ok: false,
      error: INSIGHTS_TEXT.rangeBackwards,
    });
    expect(dayRange('2026-12-31', '2026-12-31', local(2026, 12, 30))).toEqual({
      ok: false,
      error: INSIGHTS_TEXT.rangeBackwards,
    });
    expect(dayRange('2026-11-22', '2026-11-29', now)).toEqual({
      ok: false,
      error: INSIGHTS_TEXT.rangeTooLong,
    });
  });

  it('opens on today and the six days before it', () => {
    const now = local(2026, 11, 29, 15);
    expect(openingRange(now)).toEqual({ fromMs: local(2026, 11, 23), toMs: now });
  });
});
