import { describe, expect, it } from 'vitest';
import { labelledIds, NAME_TAGS } from './labelledTags';

const at = (id: string, x: number, y = 0) => ({ id, x, y });
const none = () => false;
const sorted = (ids: Set<string>) => [...ids].sort();

describe('labelledIds', () => {
  it('labels everyone when there are no more than the nearest few', () => {
    const people = [at('a', 1), at('b', 30), at('c', -50)];
    expect(sorted(labelledIds({ x: 0, y: 0 }, people, none))).toEqual(['a', 'b', 'c']);
  });

  it('labels only the nearest eight in a crowd, measured from the player', () => {
    expect(NAME_TAGS.nearest).toBe(8);
    // 12 people in a row east of x = 100: the player at 100 is nearest to p0..p7.
    const people = Array.from({ length: 12 }, (_, i) => at(`p${i}`, 101 + i, 5));
    const shown = labelledIds({ x: 100, y: 5 }, people, none);
    expect(sorted(shown)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('labels the speaking, pointed at or focused ones wherever they stand', () => {
    const people = [...Array.from({ length: 10 }, (_, i) => at(`near${i}`, i)), at('far', 500)];
    const shown = labelledIds({ x: 0, y: 0 }, people, (id) => id === 'far');
    expect(shown.has('far')).toBe(true);
    expect(shown.size).toBe(9);
  });

  it('does not label a ninth when one of the nearest eight is speaking', () => {
    const people = Array.from({ length: 10 }, (_, i) => at(`p${i}`, i));
    const shown = labelledIds({ x: 0, y: 0 }, people, (id) => id === 'p0');
    expect(sorted(shown)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('breaks ties by id, so two at the same distance keep their labels frame after frame', () => {
    const people = [at('b', 1), at('a', -1), at('c', 0, 1)];
    expect(sorted(labelledIds({ x: 0, y: 0 }, people, none, 2))).toEqual(['a', 'b']);
    expect(sorted(labelledIds({ x: 0, y: 0 }, [...people].reverse(), none, 2))).toEqual(['a', 'b']);
  });
});
