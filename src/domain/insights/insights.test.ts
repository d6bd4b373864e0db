import { describe, expect, it } from 'vitest';
import { hourStart, INSIGHTS, slotStart } from './insights';

const DAY = Date.UTC(2024, 2, 5);

describe('slotStart', () => {
  it('is the start of the 5-minute slot holding the instant, the start itself included', () => {
    expect(slotStart(DAY)).toBe(DAY);
    expect(slotStart(DAY + 17_000)).toBe(DAY);
    expect(slotStart(DAY + INSIGHTS.slotMs - 1)).toBe(DAY);
    expect(slotStart(DAY + INSIGHTS.slotMs)).toBe(DAY + INSIGHTS.slotMs);
  });

  it('gives 288 slots a day and 2,028 in the longest range (7 days, one of 25 hours)', () => {
    expect((24 * INSIGHTS.hourMs) / INSIGHTS.slotMs).toBe(288);
    expect(INSIGHTS.maxRangeMs / INSIGHTS.slotMs).toBe(2_028);
  });
});

describe('hourStart', () => {
  it('is the start of the UTC hour holding the instant', () => {
    expect(hourStart(DAY + 9 * INSIGHTS.hourMs + 59 * 60_000)).toBe(DAY + 9 * INSIGHTS.hourMs);
    expect(hourStart(DAY + 10 * INSIGHTS.hourMs)).toBe(DAY + 10 * INSIGHTS.hourMs);
  });
});
