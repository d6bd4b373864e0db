import { describe, expect, it } from 'vitest';
import { roomObjectOf } from '../../domain/objects/roomObjects';
import { roomAudio } from '../../domain/voice';
import { voiceWorldOf } from './voiceWorld';

const objects = [
  roomObjectOf({ id: 'stage', assetId: 'stage', x: 100, y: 100, props: {} })!,
  roomObjectOf({ id: 'zone', assetId: 'channelZone', x: 200, y: 200, props: { _width: 6 } })!,
];
const facts = (participants: string[]) => ({
  objects,
  stageParticipants: new Set(participants),
  room: roomAudio(),
});

describe('voiceWorldOf', () => {
  it('leaves bots out: they have no voice and would never answer a connection', () => {
    const world = voiceWorldOf(
      { id: 'me', x: 0, y: 0 },
      [
        { id: 'bot-0123456789', x: 1, y: 0 },
        { id: 'person', x: 2, y: 0 },
      ],
      facts([]),
    );
    expect(world.others.map((p) => p.id)).toEqual(['person']);
  });

  it('places people in the zone they stand in (the zone id when no channel is set)', () => {
    const world = voiceWorldOf(
      { id: 'me', x: 201, y: 199 },
      [
        { id: 'in', x: 202, y: 201 },
        { id: 'out', x: 210, y: 200 },
      ],
      facts([]),
    );
    expect(world.listener.channelId).toBe('zone');
    expect(world.others.map((p) => [p.id, p.channelId])).toEqual([
      ['in', 'zone'],
      ['out', null],
    ]);
  });

  it('counts a stage participant as on stage only while standing on it', () => {
    const world = voiceWorldOf(
      { id: 'me', x: 0, y: 0 },
      [
        { id: 'speaker', x: 101, y: 102 },
        { id: 'left', x: 120, y: 100 },
        { id: 'visitor', x: 100, y: 100 },
      ],
      facts(['speaker', 'left']),
    );
    expect(world.others.map((p) => [p.id, p.onStage])).toEqual([
      ['speaker', true],
      ['left', false],
      ['visitor', false],
    ]);
  });

  it('passes the global-audio listeners through, never as people of the room', () => {
    const world = voiceWorldOf({ id: 'me', x: 0, y: 0 }, [], {
      ...facts([]),
      listeners: new Set(['page']),
    });
    expect(world.listeners).toEqual(new Set(['page']));
    expect(world.others).toEqual([]);
  });

  it('passes the room audio through', () => {
    expect(voiceWorldOf({ id: 'me', x: 0, y: 0 }, [], facts([])).room).toEqual(roomAudio());
  });

  it('hears a floor holder as on stage wherever they stand, and only while they are around', () => {
    const floor = { ...facts([]), floor: new Set(['holder', 'away']) };
    const world = voiceWorldOf(
      { id: 'me', x: 0, y: 0 },
      [
        { id: 'holder', x: 900, y: 900 },
        { id: 'other', x: 900, y: 901 },
      ],
      floor,
    );
    expect(world.others.map((p) => [p.id, p.onStage])).toEqual([
      ['holder', true],
      ['other', false],
    ]);
    // Given the floor, yet not in this room: nobody here to hear.
    expect(world.others.some((p) => p.id === 'away')).toBe(false);
    // The listener on the floor is heard as on stage too.
    expect(voiceWorldOf({ id: 'holder', x: 5, y: 5 }, [], floor).listener.onStage).toBe(true);
  });
});
