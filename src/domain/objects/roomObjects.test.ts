import { describe, expect, it } from 'vitest';
import { channelZonesOf, roomObjectOf, stageOf } from './roomObjects';

const instance = (id: string, assetId: string, props: Record<string, unknown> = {}) => ({
  id,
  assetId,
  x: 10,
  y: 20,
  props,
});

describe('roomObjectOf', () => {
  it('reads a stage', () => {
    expect(roomObjectOf(instance('s', 'stage'))).toEqual({
      type: 'stage',
      id: 's',
      x: 10,
      y: 20,
      width: 5,
      height: 5,
    });
    expect(roomObjectOf(instance('s', 'stage', { _width: 12, _height: 41 }))).toMatchObject({
      width: 12,
      height: 5,
    });
  });

  it('reads a channel zone, dropping sizes and channel ids of the wrong type', () => {
    expect(
      roomObjectOf(instance('z', 'channelZone', { _width: 8, _height: 6, _channelId: 'booth' })),
    ).toEqual({
      type: 'channelZone',
      id: 'z',
      x: 10,
      y: 20,
      width: 8,
      height: 6,
      channelId: 'booth',
    });
    expect(
      roomObjectOf(instance('z', 'channelZone', { _width: '8', _height: NaN, _channelId: 3 })),
    ).toMatchObject({ width: 5, height: 5, channelId: null });
    // Outside the bounds (objectSizes.ts ZONE_SIZE: 1..100 m) reads as the default too.
    expect(roomObjectOf(instance('z', 'channelZone', { _width: 0.5, _height: 101 }))).toMatchObject(
      { width: 5, height: 5 },
    );
  });

  it("reads a sign post's radius and board size, with the reference's minimums", () => {
    expect(roomObjectOf(instance('g', 'signPost', { _label: 'Hi' }))).toEqual({
      type: 'signPost',
      id: 'g',
      x: 10,
      y: 20,
      label: 'Hi',
      message: '',
      radius: 2.5,
      width: 5,
      height: 5,
    });
    const sized = { '_signPost-radius': 6, _width: 4, _height: 1.5 };
    expect(roomObjectOf(instance('g', 'signPost', sized))).toMatchObject({
      radius: 6,
      width: 4,
      height: 1.5,
    });
    const tooSmall = { '_signPost-radius': 0.1, _width: 3.9, _height: 1.4 };
    expect(roomObjectOf(instance('g', 'signPost', tooSmall))).toMatchObject({
      radius: 2.5,
      width: 5,
      height: 5,
    });
  });

  it('carries the lazily drawn types by name, with their props unread', () => {
    expect(roomObjectOf(instance('p', 'roomPortal', { '_roomPortal-radius': 3 }))).toEqual({
      type: 'extra',
      kind: 'roomPortal',
      id: 'p',
      x: 10,
      y: 20,
      angle: 0,
      props: { '_roomPortal-radius': 3 },
    });
  });

  it('ignores types it does not know', () => {
    expect(roomObjectOf(instance('u', 'teleporter'))).toBeNull();
  });
});

describe('stageOf and channelZonesOf', () => {
  const objects = [
    roomObjectOf(instance('z1', 'channelZone'))!,
    roomObjectOf(instance('s2', 'stage'))!,
    roomObjectOf(instance('s1', 'stage'))!,
  ];

  it('picks the stage with the smallest id, whatever the order', () => {
    expect(stageOf(objects)?.id).toBe('s1');
    expect(stageOf([...objects].reverse())?.id).toBe('s1');
    expect(stageOf([])).toBeNull();
  });

  it('lists the zones only', () => {
    expect(channelZonesOf(objects).map((zone) => zone.id)).toEqual(['z1']);
  });
});

describe('sign posts', () => {
  it('reads the title and message, empty when missing or not text', () => {
    expect(
      roomObjectOf(instance('p', 'signPost', { _label: 'Hi', _message: 'Read me' })),
    ).toMatchObject({
      type: 'signPost',
      id: 'p',
      x: 10,
      y: 20,
      label: 'Hi',
      message: 'Read me',
    });
    expect(roomObjectOf(instance('p', 'signPost', { _label: 5 }))).toMatchObject({
      label: '',
      message: '',
    });
  });
});
