import { describe, expect, it } from 'vitest';
import { sessionTimeText, zoneOffsetMinutes } from './programmeTimes';

const HOUR = 60 * 60 * 1000;
// 13:00 UTC on Sunday 29 November 2026: 08:00 in New York (EST), 22:00 in Tokyo.
const START = Date.UTC(2026, 10, 29, 13);
const session = { startsAt: START, endsAt: START + HOUR };
const NEW_YORK = 'America/New_York';

describe('a session time for an attendee', () => {
  it('is in their own zone, with the event zone beside it when its offset differs', () => {
    expect(
      sessionTimeText(session, { now: START - HOUR, eventZone: 'Asia/Tokyo', localZone: NEW_YORK }),
    ).toBe('08:00–09:00 (22:00–23:00 in Asia/Tokyo)');
  });

  it('shows the event zone alone when the attendee is in it, or when no zone is set', () => {
    const at = { now: START, localZone: 'Asia/Tokyo' };
    expect(sessionTimeText(session, { ...at, eventZone: 'Asia/Tokyo' })).toBe('22:00–23:00');
    expect(sessionTimeText(session, { ...at, eventZone: null })).toBe('22:00–23:00');
    // Unknown names are not shown (the event document is read as it is).
    expect(sessionTimeText(session, { ...at, eventZone: 'Mars/Olympus' })).toBe('22:00–23:00');
  });

  it('compares offsets at the session, not zone names: London is UTC in winter, not in summer', () => {
    expect(
      sessionTimeText(session, { now: START, eventZone: 'UTC', localZone: 'Europe/London' }),
    ).toBe('13:00–14:00');
    const june = Date.UTC(2026, 5, 1, 13);
    expect(
      sessionTimeText(
        { startsAt: june, endsAt: june + HOUR },
        { now: june, eventZone: 'UTC', localZone: 'Europe/London' },
      ),
    ).toBe('14:00–15:00 (13:00–14:00 in UTC)');
  });

  it('names the day when it is not today, in each zone by its own calendar', () => {
    const tomorrow = { startsAt: START + 24 * HOUR, endsAt: START + 25 * HOUR };
    expect(
      sessionTimeText(tomorrow, { now: START, eventZone: 'Asia/Tokyo', localZone: NEW_YORK }),
    ).toBe('Mon 30 Nov, 08:00–09:00 (Mon 30 Nov, 22:00–23:00 in Asia/Tokyo)');
    // 20:00 in New York on the 29th is already the 30th in Tokyo.
    const evening = { startsAt: Date.UTC(2026, 10, 30, 1), endsAt: Date.UTC(2026, 10, 30, 2) };
    expect(
      sessionTimeText(evening, { now: START, eventZone: 'Asia/Tokyo', localZone: NEW_YORK }),
    ).toBe('20:00–21:00 (Mon 30 Nov, 10:00–11:00 in Asia/Tokyo)');
  });
});

describe('a zone offset', () => {
  it('follows summer time', () => {
    expect(zoneOffsetMinutes(START, { timeZone: 'Asia/Tokyo' })).toBe(540);
    expect(zoneOffsetMinutes(START, { timeZone: NEW_YORK })).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), { timeZone: NEW_YORK })).toBe(-240);
    expect(zoneOffsetMinutes(START + 1234, { timeZone: 'Asia/Kolkata' })).toBe(330);
  });
});
