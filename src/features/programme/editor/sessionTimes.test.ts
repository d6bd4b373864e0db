import { describe, expect, it } from 'vitest';
import { sessionTimes } from './sessionTimes';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('sessionTimes', () => {
  it("shows the times on the zone's clock, the end's date only when it is another day", () => {
    const start = utc('2030-06-01T01:00');
    expect(sessionTimes(start, start + 90 * 60_000, 'Asia/Tokyo')).toBe(
      'Sat, 1 Jun 2030, 10:00–11:30',
    );
    // The same instants in New York: the evening before.
    expect(sessionTimes(start, start + 90 * 60_000, 'America/New_York')).toBe(
      'Fri, 31 May 2030, 21:00–22:30',
    );
    expect(sessionTimes(utc('2030-06-01T14:00'), utc('2030-06-01T16:00'), 'Asia/Tokyo')).toBe(
      'Sat, 1 Jun 2030, 23:00–Sun, 2 Jun 2030, 01:00',
    );
  });
});
