import { describe, expect, it } from 'vitest';
import {
  approachPoint,
  compassDirection,
  describeNearby,
  nearAnnouncement,
  nearbyPeople,
  nearChanges,
  NEARBY,
} from './nearby';

describe('directions', () => {
  it('names the eight compass sectors (north is towards smaller y)', () => {
    expect(compassDirection(0, -5)).toBe('north');
    expect(compassDirection(5, -5)).toBe('north-east');
    expect(compassDirection(5, 0)).toBe('east');
    expect(compassDirection(5, 5)).toBe('south-east');
    expect(compassDirection(0, 5)).toBe('south');
    expect(compassDirection(-5, 5)).toBe('south-west');
    expect(compassDirection(-5, 0)).toBe('west');
    expect(compassDirection(-5, -5)).toBe('north-west');
  });
});

describe('the nearby list', () => {
  it('lists named people nearest first, at most ten, with distance and direction', () => {
    const people = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      x: 100 + (12 - i),
      y: 100,
    }));
    people.push({ id: 'nameless', name: '', x: 100, y: 100 });
    const list = nearbyPeople({ x: 100, y: 100 }, people);
    expect(list).toHaveLength(NEARBY.listMax);
    expect(list[0]).toMatchObject({ id: 'p11', distance: 1, direction: 'east' });
    expect(describeNearby(list[0]!)).toBe('P11, 1 metre east');
    expect(describeNearby(list[1]!)).toBe('P10, 2 metres east');
    expect(describeNearby({ ...list[0]!, distance: 0.4 })).toBe('P11, here');
  });
  it('walks to a point short of the person', () => {
    expect(approachPoint({ x: 0, y: 0 }, { x: 10, y: 0 })).toEqual({ x: 8, y: 0 });
    expect(approachPoint({ x: 0, y: 0 }, { x: 1, y: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('announcements', () => {
  it('says who came near and who left, in one sentence', () => {
    const before = new Map([
      ['a', 'Ann'],
      ['b', 'Ben'],
    ]);
    const now = new Map([
      ['b', 'Ben'],
      ['c', 'Cat'],
      ['d', 'Dan'],
    ]);
    const changes = nearChanges(before, now);
    expect(changes).toEqual({ came: ['Cat', 'Dan'], left: ['Ann'] });
    expect(nearAnnouncement(changes)).toBe('Cat and Dan came near. Ann left.');
    expect(nearAnnouncement({ came: [], left: [] })).toBe('');
    expect(nearAnnouncement({ came: ['A', 'B', 'C', 'D', 'E'], left: [] })).toBe(
      'A, B, C and 2 others came near.',
    );
  });
});
