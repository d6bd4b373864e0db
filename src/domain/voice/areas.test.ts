import { describe, expect, it } from 'vitest';
import {
  insideStage,
  stageSensorRadii,
  stageUsable,
  stageZoneColour,
  stageZoneCue,
  zoneAt,
  zoneChannelId,
  type StageZoneColour,
} from './areas';

describe('insideStage', () => {
  const stage = { x: 50, y: 50 };

  it('is within 4 m of the stage centre, edge included', () => {
    expect(insideStage({ x: 50, y: 50 }, stage)).toBe(true);
    expect(insideStage({ x: 54, y: 50 }, stage)).toBe(true);
    expect(insideStage({ x: 53, y: 53 }, stage)).toBe(false); // 4.24 m
    expect(insideStage({ x: 50, y: 45.9 }, stage)).toBe(false);
  });

  it('scales the sensor (the overlay shows within 3 sensors)', () => {
    expect(insideStage({ x: 56, y: 50 }, stage, 1.5)).toBe(true);
    expect(insideStage({ x: 56.1, y: 50 }, stage, 1.5)).toBe(false);
  });

  it('follows the stage size per axis: 10 x 2.5 m is an ellipse of radii 8 and 2 m', () => {
    const wide = { x: 50, y: 50, width: 10, height: 2.5 };
    expect(insideStage({ x: 58, y: 50 }, wide)).toBe(true);
    expect(insideStage({ x: 58.1, y: 50 }, wide)).toBe(false);
    expect(insideStage({ x: 50, y: 52 }, wide)).toBe(true);
    expect(insideStage({ x: 50, y: 52.1 }, wide)).toBe(false);
    expect(stageSensorRadii(wide)).toEqual({ rx: 8, ry: 2 });
  });
});

describe('zoneAt', () => {
  const hall = { id: 'hall', x: 100, y: 100, width: 20, height: 10 };
  const booth = { id: 'booth', x: 105, y: 100, width: 2, height: 2, channelId: 'chat-1' };
  const plain = { id: 'plain', x: 10, y: 10 };

  it('finds the zone containing a point, edges included', () => {
    expect(zoneAt(100, 100, [hall])).toBe('hall');
    expect(zoneAt(110, 105, [hall])).toBe('hall');
    expect(zoneAt(110.01, 100, [hall])).toBeNull();
    expect(zoneAt(100, 94.9, [hall])).toBeNull();
  });

  it('defaults a zone to 5 x 5 m, also for missing or bad sizes', () => {
    expect(zoneAt(12.5, 7.5, [plain])).toBe('plain');
    expect(zoneAt(12.6, 10, [plain])).toBeNull();
    expect(zoneAt(12.5, 10, [{ ...plain, width: 0, height: Number.NaN }])).toBe('plain');
    expect(zoneAt(12.5, 10, [{ ...plain, width: null, height: -3 }])).toBe('plain');
  });

  it('answers the channel id, or the zone id when the channel is blank', () => {
    expect(zoneAt(105, 100, [booth])).toBe('chat-1');
    expect(zoneAt(105, 100, [{ ...booth, channelId: '' }])).toBe('booth');
    expect(zoneAt(105, 100, [{ ...booth, channelId: null }])).toBe('booth');
    expect(zoneChannelId({ id: 'z', x: 0, y: 0, channelId: '  ' })).toBe('z');
  });

  it('is null outside every zone and with no zones', () => {
    expect(zoneAt(500, 500, [hall, booth, plain])).toBeNull();
    expect(zoneAt(1, 1, [])).toBeNull();
  });

  it('picks the smallest of overlapping zones, whatever their order', () => {
    expect(zoneAt(105, 100, [hall, booth])).toBe('chat-1');
    expect(zoneAt(105, 100, [booth, hall])).toBe('chat-1');
    const twinA = { id: 'a', x: 0, y: 0 };
    const twinB = { id: 'b', x: 1, y: 0 };
    expect(zoneAt(0.5, 0, [twinB, twinA])).toBe('a');
  });
});

describe('stage use and colour', () => {
  it('is usable when public or for speakers', () => {
    expect(stageUsable({ isPublic: false, isSpeaker: false })).toBe(false);
    expect(stageUsable({ isPublic: true, isSpeaker: false })).toBe(true);
    expect(stageUsable({ isPublic: false, isSpeaker: true })).toBe(true);
    expect(stageUsable({ isPublic: true, isSpeaker: true })).toBe(true);
  });

  // inside, usable, connected → colour: all 8 combinations.
  const table: [boolean, boolean, boolean, StageZoneColour][] = [
    [true, true, true, 'green'],
    [true, false, true, 'green'],
    [true, true, false, 'red'],
    [false, true, false, 'red'],
    [true, false, false, 'orange'],
    [false, false, false, 'orange'],
    [false, true, true, 'orange'],
    [false, false, true, 'orange'],
  ];

  it.each(table)('inside %s, usable %s, connected %s → %s', (inside, usable, connected, colour) => {
    const facts = { inside, usable, connected };
    expect(stageZoneColour(facts)).toBe(colour);
    const cue = stageZoneCue(facts);
    expect(cue.colour).toBe(colour);
    expect(cue.label.length).toBeGreaterThan(0);
  });

  it('says in words what each colour means', () => {
    expect(stageZoneCue({ inside: true, usable: true, connected: true })).toMatchObject({
      label: 'On stage: the whole room hears you',
      icon: 'live',
    });
    expect(stageZoneCue({ inside: false, usable: false, connected: false })).toMatchObject({
      label: 'Stage for speakers only',
      icon: 'lock',
    });
    expect(stageZoneCue({ inside: true, usable: true, connected: false }).label).toBe(
      'Not connected to the stage yet',
    );
  });
});
