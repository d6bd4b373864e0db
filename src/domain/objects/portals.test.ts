import { describe, expect, it } from 'vitest';
import { autoEntry, portalAt, portalOf, portalsHolding } from './portals';
import type { ExtraObject } from './roomObjects';
import { roomDisplayName } from '../rooms';

const object = (id: string, x: number, props: Record<string, unknown> = {}): ExtraObject => ({
  type: 'extra',
  kind: 'roomPortal',
  id,
  x,
  y: 0,
  angle: 0,
  props,
});

describe('portalOf', () => {
  it('gives the reference defaults: the main room, click to enter, 2.5 m, label and range shown', () => {
    expect(portalOf(object('p', 1))).toEqual({
      id: 'p',
      x: 1,
      y: 0,
      destination: '_main',
      showLabel: true,
      automatic: false,
      radius: 2.5,
      showRange: true,
    });
  });

  it('reads every key, and falls back for values out of bounds or of the wrong type', () => {
    const portal = portalOf(
      object('p', 1, {
        '_roomPortal-destination': 'hall',
        '_roomPortal-label': 'hidden',
        '_roomPortal-access': 'automatic',
        '_roomPortal-radius': 4,
        '_roomPortal-range': 'hidden',
      }),
    );
    expect(portal).toMatchObject({
      destination: 'hall',
      showLabel: false,
      automatic: true,
      radius: 4,
      showRange: false,
    });
    expect(
      portalOf(object('p', 1, { '_roomPortal-radius': 500, '_roomPortal-access': 'x' })),
    ).toMatchObject({
      radius: 2.5,
      automatic: false,
    });
  });
});

describe('portalAt', () => {
  const portals = [portalOf(object('a', 0)), portalOf(object('b', 4, { '_roomPortal-radius': 1 }))];
  it('finds the nearest portal whose radius holds the player', () => {
    expect(portalAt(portals, { x: 2.5, y: 0 })?.id).toBe('a');
    expect(portalAt(portals, { x: 3.2, y: 0 })?.id).toBe('b');
    expect(portalAt(portals, { x: 2.6, y: 0 })).toBeNull();
  });
});

describe('autoEntry', () => {
  const click = portalOf(object('p', 0));
  const auto = portalOf(object('p', 0, { '_roomPortal-access': 'automatic' }));
  const inside = { x: 1, y: 0 };
  const outside = { x: 5, y: 0 };
  /** Runs the checks in turn, as the overlay does, and says which portal each one entered. */
  const run = (
    steps: { portals: (typeof auto)[]; at: { x: number; y: number }; editing?: boolean }[],
  ) => {
    let before: ReadonlySet<string> | null = null;
    return steps.map(({ portals, at, editing = false }) => {
      const { inside: now, enter } = autoEntry(before, portals, at, editing);
      before = now;
      return enter?.id ?? null;
    });
  };

  it('takes someone who walks into an automatic portal', () => {
    expect(
      run([
        { portals: [auto], at: outside },
        { portals: [auto], at: inside },
      ]),
    ).toEqual([null, 'p']);
  });

  it('does not take someone already inside when it became automatic; stepping out and in does', () => {
    expect(
      run([
        { portals: [click], at: outside },
        { portals: [click], at: inside },
        // Saved as automatic while they stand in it: they stay.
        { portals: [auto], at: inside },
        { portals: [auto], at: inside },
        { portals: [auto], at: outside },
        { portals: [auto], at: inside },
      ]),
    ).toEqual([null, null, null, null, null, 'p']);
  });

  it('does not take someone who arrived inside it (the first check) until they step out and in', () => {
    expect(
      run([
        { portals: [auto], at: inside },
        { portals: [auto], at: inside },
        { portals: [auto], at: outside },
        { portals: [auto], at: inside },
      ]),
    ).toEqual([null, null, null, 'p']);
  });

  it('takes nobody while the room editor is open, nor when it closes around them', () => {
    expect(
      run([
        { portals: [auto], at: outside, editing: true },
        { portals: [auto], at: inside, editing: true },
        { portals: [auto], at: inside },
        { portals: [auto], at: outside },
        { portals: [auto], at: inside },
      ]),
    ).toEqual([null, null, null, null, 'p']);
  });

  it('counts every overlapping portal that holds the player, not only the nearest', () => {
    const near = portalOf(object('near', 0));
    const far = portalOf(object('far', 3, { '_roomPortal-access': 'automatic' }));
    expect([...portalsHolding([near, far], { x: 1, y: 0 })].sort()).toEqual(['far', 'near']);
    // Inside the click portal, then into the automatic one's radius too: that is entering it.
    expect(
      run([
        { portals: [near, far], at: { x: -1, y: 0 } },
        { portals: [near, far], at: { x: 1, y: 0 } },
      ]),
    ).toEqual([null, 'far']);
  });
});

describe('roomDisplayName', () => {
  it("names rooms by their name, else 'Main' for the main room and 'Un-named' for others", () => {
    expect(roomDisplayName({ id: 'hall', name: ' Hall ' }, '_main')).toBe('Hall');
    expect(roomDisplayName({ id: '_main', name: '' }, '_main')).toBe('Main');
    expect(roomDisplayName({ id: 'x', name: '   ' }, '_main')).toBe('Un-named');
    expect(roomDisplayName({ id: 'x' }, '_main')).toBe('Un-named');
  });
});
