import { describe, expect, it } from 'vitest';
import { entranceFor } from './entrances';

const entrance = (id: string, source?: unknown) => ({
  id,
  x: id.length,
  y: 0,
  props: source === undefined ? {} : { '_roomEntrance-source': source },
});

describe('entranceFor', () => {
  it('picks the entrance for arrivals from the room left', () => {
    const list = [entrance('d', '_default'), entrance('h', 'hall'), entrance('l', 'lobby')];
    expect(entranceFor(list, 'hall')?.id).toBe('h');
    expect(entranceFor(list, 'lobby')?.id).toBe('l');
  });

  it("falls back to the '_default' entrance (a missing or blank source counts as one)", () => {
    expect(entranceFor([entrance('d', '_default'), entrance('h', 'hall')], 'foyer')?.id).toBe('d');
    expect(entranceFor([entrance('x'), entrance('h', 'hall')], 'foyer')?.id).toBe('x');
    expect(entranceFor([entrance('y', ''), entrance('h', 'hall')], null)?.id).toBe('y');
  });

  it('gives none when no entrance fits (the spawn), and the smallest id among equals', () => {
    expect(entranceFor([entrance('h', 'hall')], 'foyer')).toBeNull();
    expect(entranceFor([], 'hall')).toBeNull();
    expect(entranceFor([entrance('b', 'hall'), entrance('a', 'hall')], 'hall')?.id).toBe('a');
  });
});
