import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  fullRoomLine,
  hasPlace,
  occupancyLine,
  parseCapacity,
  placeReached,
  queuePlaceLine,
} from './occupancy';

describe('occupancy', () => {
  it('says how many are in a room, and only the name before the count is read', () => {
    expect(occupancyLine('Poster hall', 12)).toBe('Poster hall · 12 here');
    expect(occupancyLine('Poster hall', 0)).toBe('Poster hall · 0 here');
    expect(occupancyLine('Poster hall', null)).toBe('Poster hall');
  });

  it("says a full room's line and one's place in it", () => {
    expect(fullRoomLine('Poster hall', 50, 50)).toBe(
      'Poster hall is full (50 of 50). You will enter when a place frees.',
    );
    expect(queuePlaceLine(1)).toBe('You are first in line.');
    expect(queuePlaceLine(2)).toBe('You are number 2 in line.');
    expect(queuePlaceLine(50)).toBe('You are number 50 in line.');
    expect(queuePlaceLine(51)).toBe('More than 50 people are ahead of you in line.');
  });

  it('a room takes one more below its capacity, always without one', () => {
    expect(hasPlace(1, 2)).toBe(true);
    expect(hasPlace(2, 2)).toBe(false);
    expect(hasPlace(3, 2)).toBe(false);
    expect(hasPlace(500, null)).toBe(true);
  });

  it('a place in line is reached when the free places come down to it', () => {
    expect(placeReached(1, 1, 2)).toBe(true);
    expect(placeReached(2, 1, 2)).toBe(false);
    expect(placeReached(2, 0, 2)).toBe(true);
    expect(placeReached(1, 2, 2)).toBe(false);
  });

  it('reads a capacity typed or stored: whole numbers 1 to 1000, blank for none', () => {
    expect(parseCapacity(' 50 ')).toEqual({ ok: true, capacity: 50 });
    expect(parseCapacity('')).toEqual({ ok: true, capacity: null });
    for (const bad of ['0', '1001', '2.5', '-1', 'ten', '1e2']) {
      expect(parseCapacity(bad)).toEqual({ ok: false });
    }
    expect(capacityOf(1000)).toBe(1000);
    expect(capacityOf(0)).toBeNull();
    expect(capacityOf('20')).toBeNull();
    expect(capacityOf(undefined)).toBeNull();
  });
});
