import { describe, expect, it } from 'vitest';
import { conferenceBelongsTo, conferenceName } from './conference';

describe('conferenceName', () => {
  it("is the event id for the event's room and event:channel for a channel zone", () => {
    expect(conferenceName('ev1')).toBe('ev1');
    expect(conferenceName('ev1', null)).toBe('ev1');
    expect(conferenceName('ev1', 'zone-7')).toBe('ev1:zone-7');
  });
});

describe('conferenceBelongsTo', () => {
  it("accepts the event's room and its channels", () => {
    expect(conferenceBelongsTo('ev1', 'ev1')).toBe(true);
    expect(conferenceBelongsTo('ev1:zone-7', 'ev1')).toBe(true);
  });

  it("refuses other events' rooms, prefixes and malformed channels", () => {
    for (const alias of ['ev2', 'ev10', 'ev1:', 'ev1:a/b', 'ev1:a:b', 'ev1:a b', 'ev1x:zone']) {
      expect(conferenceBelongsTo(alias, 'ev1'), alias).toBe(false);
    }
  });
});
