import { defaultProps } from '../objects/objectProps';
import { describe, expect, it } from 'vitest';
import { DEMO_EDITOR_ROOM_ID, DEMO_ROOM_ID } from '../constants';
import {
  canEditRoom,
  draftOf,
  floorCoordinate,
  nearestInstances,
  newInstance,
  pickInstance,
  placementChanged,
  placementOf,
} from './editor';

describe('canEditRoom', () => {
  const base = { roomEditor: false, publicEditingEnabled: false, demo: false, roomId: '_main' };
  it('lets room editors edit, and anyone while public editing is on', () => {
    expect(canEditRoom(base)).toBe(false);
    expect(canEditRoom({ ...base, roomEditor: true })).toBe(true);
    expect(canEditRoom({ ...base, publicEditingEnabled: true })).toBe(true);
  });
  it('keeps the demo room whole: its visitors edit only the editor room', () => {
    const demo = { ...base, demo: true, publicEditingEnabled: true };
    expect(canEditRoom({ ...demo, roomId: DEMO_ROOM_ID })).toBe(false);
    expect(canEditRoom({ ...demo, roomId: DEMO_EDITOR_ROOM_ID })).toBe(true);
    // The demo's own editors (its creator, staff) edit every room of it.
    expect(canEditRoom({ ...demo, roomEditor: true, roomId: DEMO_ROOM_ID })).toBe(true);
    expect(canEditRoom({ ...demo, publicEditingEnabled: false, roomId: DEMO_EDITOR_ROOM_ID })).toBe(
      false,
    );
  });
});

describe('newInstance', () => {
  it('places a choice on the floor, unturned, 3 decimals', () => {
    expect(newInstance({ assetType: 'scenery', assetId: 'bench' }, { x: 10.12345, y: 2 })).toEqual({
      assetId: 'bench',
      assetType: 'scenery',
      x: 10.123,
      y: 2,
      angle: 0,
      props: {},
    });
  });
  it('gives a channel zone the default 5 x 5 size', () => {
    const zone = newInstance({ assetType: 'interactive', assetId: 'channelZone' }, { x: 5, y: 5 });
    expect(zone.props).toEqual({ _width: 5, _height: 5 });
  });
  it("gives an object its type's defaults (a sign post an empty title and message, its size)", () => {
    const choice = { assetType: 'interactive', assetId: 'signPost' } as const;
    const sign = newInstance(choice, { x: 5, y: 5 }, defaultProps('signPost'));
    expect(sign.props).toEqual({
      _label: '',
      _message: '',
      '_signPost-radius': 2.5,
      _width: 5,
      _height: 5,
    });
    const portal = newInstance(
      { ...choice, assetId: 'roomPortal' },
      { x: 5, y: 5 },
      defaultProps('roomPortal'),
    );
    expect(portal.props).toMatchObject({
      '_roomPortal-destination': '_main',
      '_roomPortal-radius': 2.5,
    });
    const tree = newInstance({ assetType: 'scenery', assetId: 'tree' }, { x: 5, y: 5 }, { _x: 1 });
    expect(tree.props).toEqual({});
  });
  it('keeps a placement on the floor', () => {
    expect(floorCoordinate(-3)).toBe(0);
    expect(floorCoordinate(2000)).toBe(1024);
  });
});

describe('picking', () => {
  const things = [
    { id: 'a', x: 10, y: 10 },
    { id: 'b', x: 11.5, y: 10 },
    { id: 'c', x: 40, y: 40 },
  ];
  it('picks the nearest object within the radius', () => {
    expect(pickInstance(things, { x: 11.2, y: 10 })?.id).toBe('b');
    expect(pickInstance(things, { x: 10.2, y: 10.1 })?.id).toBe('a');
  });
  it('picks nothing when the click is far from everything', () => {
    expect(pickInstance(things, { x: 20, y: 20 })).toBeNull();
  });
  it('lists the nearest first, at most the count asked', () => {
    const near = nearestInstances(things, { x: 39, y: 40 }, 2);
    expect(near.map((n) => n.instance.id)).toEqual(['c', 'b']);
    expect(near[0]!.distance).toBeCloseTo(1);
  });
});

describe('the instance editor draft', () => {
  const placed = { x: 100, y: 200.5, angle: Math.PI / 2 };
  it('shows positions with 3 decimals and the angle in degrees', () => {
    expect(draftOf(placed)).toEqual({ x: '100.000', y: '200.500', degrees: '90' });
  });
  it('is unchanged (Done) until a value differs', () => {
    expect(placementChanged(draftOf(placed), placed)).toBe(false);
    expect(placementChanged({ ...draftOf(placed), x: '101' }, placed)).toBe(true);
    expect(placementChanged({ ...draftOf(placed), degrees: '45' }, placed)).toBe(true);
  });
  it('stores the previous value for empty or non-numeric text', () => {
    expect(placementOf({ x: '', y: 'abc', degrees: '' }, placed)).toEqual({
      x: 100,
      y: 200.5,
      angle: 1.5708,
    });
    expect(placementChanged({ x: '', y: 'abc', degrees: '90' }, placed)).toBe(false);
  });
  it('keeps a typed position on the floor and turns degrees into radians', () => {
    expect(placementOf({ x: '-5', y: '5000', degrees: '180' }, placed)).toEqual({
      x: 0,
      y: 1024,
      angle: 3.1416,
    });
  });
});
