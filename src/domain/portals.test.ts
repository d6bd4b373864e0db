import { describe, expect, it } from 'vitest';
import { autoEnters, portalAt, portalOf } from './portals';
import type { ExtraObject } from './roomObjects';
import { roomDisplayName } from './rooms';

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
  it('enters an automatic portal only when armed (not right after arriving in it)', () => {
    const auto = portalOf(object('c', 0, { '_roomPortal-access': 'automatic' }));
    expect(autoEnters(auto, true)).toBe(true);
    expect(autoEnters(auto, false)).toBe(false);
    expect(autoEnters(portals[0]!, true)).toBe(false);
    expect(autoEnters(null, true)).toBe(false);
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
