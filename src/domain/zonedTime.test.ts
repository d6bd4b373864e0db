import { describe, expect, it } from 'vitest';
import { epochToZoned, timeZoneChoices, zonedToEpoch } from './zonedTime';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('zonedToEpoch', () => {
  it('reads a wall time in the zone, not in the machine’s', () => {
    expect(zonedToEpoch('2030-06-01T10:00', 'Asia/Tokyo')).toBe(utc('2030-06-01T01:00'));
    expect(zonedToEpoch('2030-01-15T09:30', 'Asia/Kolkata')).toBe(utc('2030-01-15T04:00'));
    expect(zonedToEpoch('2030-01-15T09:30', 'UTC')).toBe(utc('2030-01-15T09:30'));
    // Summer and winter time in New York.
    expect(zonedToEpoch('2030-07-04T12:00', 'America/New_York')).toBe(utc('2030-07-04T16:00'));
    expect(zonedToEpoch('2030-12-24T12:00', 'America/New_York')).toBe(utc('2030-12-24T17:00'));
    // Across the date line: the UTC day before.
    expect(zonedToEpoch('2030-06-01T05:00', 'Pacific/Auckland')).toBe(utc('2030-05-31T17:00'));
  });

  it('moves a time in a spring-forward gap forward by the gap (Paris, 02:30 → 03:30)', () => {
    // 2030-03-31: Paris goes from 02:00 CET to 03:00 CEST.
    const gap = zonedToEpoch('2030-03-31T02:30', 'Europe/Paris');
    expect(gap).toBe(utc('2030-03-31T01:30'));
    expect(epochToZoned(gap!, 'Europe/Paris')).toBe('2030-03-31T03:30');
    // Either side of the gap, as typed.
    expect(zonedToEpoch('2030-03-31T01:59', 'Europe/Paris')).toBe(utc('2030-03-31T00:59'));
    expect(zonedToEpoch('2030-03-31T03:00', 'Europe/Paris')).toBe(utc('2030-03-31T01:00'));
    // New York's gap: 2030-03-10, 02:00 EST → 03:00 EDT.
    expect(zonedToEpoch('2030-03-10T02:15', 'America/New_York')).toBe(utc('2030-03-10T07:15'));
  });

  it('takes the first of a time that happens twice in an autumn overlap (Paris, summer time)', () => {
    // 2030-10-27: Paris goes back from 03:00 CEST to 02:00 CET; 02:30 happens twice.
    expect(zonedToEpoch('2030-10-27T02:30', 'Europe/Paris')).toBe(utc('2030-10-27T00:30'));
    expect(zonedToEpoch('2030-10-27T03:00', 'Europe/Paris')).toBe(utc('2030-10-27T02:00'));
    // New York: 2030-11-03, 01:30 happens in EDT then in EST.
    expect(zonedToEpoch('2030-11-03T01:30', 'America/New_York')).toBe(utc('2030-11-03T05:30'));
  });

  it('refuses malformed values, impossible dates and unknown zones', () => {
    for (const value of [
      '',
      '2030-06-01',
      '2030-06-01 10:00',
      '2030-06-01T10:00:00',
      '2030-6-1T10:00',
      '2030-02-30T10:00',
      '2030-13-01T10:00',
      '2030-06-01T24:00',
      '2030-06-01T10:60',
      '0000-01-01T00:00',
    ]) {
      expect(zonedToEpoch(value, 'Europe/Paris'), value).toBeNull();
    }
    expect(zonedToEpoch('2030-06-01T10:00', 'Mars/Base')).toBeNull();
  });
});

describe('epochToZoned', () => {
  it('shows an instant on the zone’s clock', () => {
    const instant = utc('2030-06-01T01:00');
    expect(epochToZoned(instant, 'Asia/Tokyo')).toBe('2030-06-01T10:00');
    expect(epochToZoned(instant, 'America/New_York')).toBe('2030-05-31T21:00');
    expect(epochToZoned(instant, 'Asia/Kolkata')).toBe('2030-06-01T06:30');
    expect(epochToZoned(instant, 'UTC')).toBe('2030-06-01T01:00');
    // Both instants of the overlap show the same wall time.
    expect(epochToZoned(utc('2030-10-27T00:30'), 'Europe/Paris')).toBe('2030-10-27T02:30');
    expect(epochToZoned(utc('2030-10-27T01:30'), 'Europe/Paris')).toBe('2030-10-27T02:30');
  });

  it('round-trips instants all through a year with both changes of summer time', () => {
    for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata']) {
      // Every 97 minutes: each hour of the day and many minutes, in about a second.
      for (let t = utc('2030-01-01T00:00'); t < utc('2031-01-01T00:00'); t += 97 * 60_000) {
        const local = epochToZoned(t, zone);
        const back = zonedToEpoch(local, zone)!;
        // An instant in the second half of an overlap comes back as the first: same wall time.
        expect(epochToZoned(back, zone)).toBe(local);
        expect(t - back === 0 || t - back === 60 * 60_000).toBe(true);
      }
    }
  });
});

describe('timeZoneChoices', () => {
  it('lists the zones sorted, with UTC', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toEqual([...zones].sort());
    expect(new Set(zones).size).toBe(zones.length);
  });
});
