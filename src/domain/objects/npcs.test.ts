import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL_KEY } from '../avatars/animals';
import {
  inTalkRange,
  lineDelayMs,
  npcInRange,
  npcLines,
  npcOf,
  NPC_TEXT,
  shownLine,
  SILENT,
  talkAfterCheck,
  talkAfterNext,
  type Npc,
  type Talk,
} from './npcs';
import type { ExtraObject } from './roomObjects';

const object = (props: Record<string, unknown>, at = { x: 100, y: 200 }): ExtraObject => ({
  type: 'extra',
  kind: 'npc',
  id: 'guide',
  ...at,
  angle: 0.5,
  props,
});

const npc = (overrides: Partial<Npc> = {}): Npc => ({
  ...npcOf(object({ _message: 'Hi\nWelcome to the fair' })),
  ...overrides,
});

describe('npcLines', () => {
  it('says one line per line of the message, trimmed, without blank ones', () => {
    expect(npcLines('Hello!\r\n\n  Find the stage west.  \nBye')).toEqual([
      'Hello!',
      'Find the stage west.',
      'Bye',
    ]);
    expect(npcLines('')).toEqual([]);
    expect(npcLines(' \n\t\n')).toEqual([]);
  });
});

describe('lineDelayMs', () => {
  it('is 3000 ms plus 200 ms per character (reference), counting characters not code units', () => {
    expect(lineDelayMs('')).toBe(3000);
    expect(lineDelayMs('Hi')).toBe(3400);
    expect(lineDelayMs('x'.repeat(10))).toBe(5000);
    expect(lineDelayMs('🦊🐸')).toBe(3400);
  });
});

describe('npcOf', () => {
  it('reads the reference defaults: default animal, auto-progress on, not always visible, range 8', () => {
    expect(npcOf(object({}))).toEqual({
      id: 'guide',
      x: 100,
      y: 200,
      angle: 0.5,
      character: DEFAULT_ANIMAL_KEY,
      name: NPC_TEXT.unnamed,
      lines: [],
      autoProgress: true,
      alwaysVisible: false,
      talkRange: 8,
    });
  });

  it('reads what the editor set, and draws the default animal for an unknown key', () => {
    const guide = npcOf(
      object({
        _character: 'frog',
        _label: ' Freddy ',
        _message: 'One\nTwo',
        _autoProgress: false,
        _alwaysVisible: true,
        _talkRange: 3,
      }),
    );
    expect(guide).toMatchObject({
      character: 'frog',
      name: 'Freddy',
      lines: ['One', 'Two'],
      autoProgress: false,
      alwaysVisible: true,
      talkRange: 3,
    });
    expect(npcOf(object({ _character: 'dragon' })).character).toBe(DEFAULT_ANIMAL_KEY);
    // Out-of-bounds or mistyped values fall back to the defaults (objectProps.readProp).
    expect(npcOf(object({ _talkRange: 500, _autoProgress: 'yes' }))).toMatchObject({
      talkRange: 8,
      autoProgress: true,
    });
  });
});

describe('talk range', () => {
  it('holds the player up to and including the range', () => {
    const guide = npc({ x: 0, y: 0, talkRange: 8 });
    expect(inTalkRange(guide, { x: 8, y: 0 })).toBe(true);
    expect(inTalkRange(guide, { x: 6, y: 6 })).toBe(false);
    expect(inTalkRange(guide, { x: 0, y: -7.9 })).toBe(true);
  });

  it('speaks for the nearest guide in range', () => {
    const near = npc({ id: 'near', x: 3, y: 0 });
    const nearer = npc({ id: 'nearer', x: -2, y: 0 });
    const far = npc({ id: 'far', x: 1, y: 0, talkRange: 0.5 });
    expect(npcInRange([near, nearer, far], { x: 0, y: 0 })?.id).toBe('nearer');
    expect(npcInRange([near], { x: 20, y: 0 })).toBeNull();
  });
});

describe('shownLine', () => {
  const guide = npc({ lines: ['Hi', 'Welcome to the fair'] });
  const first = lineDelayMs('Hi'); // 3400
  const second = lineDelayMs('Welcome to the fair'); // 6800

  it('shows nothing while silent or with no lines', () => {
    expect(shownLine(SILENT, guide, 0)).toBeNull();
    expect(shownLine({ status: 'talking', index: 0, since: 0 }, npc({ lines: [] }), 0)).toBeNull();
  });

  it('auto-progresses after each line’s delay, and loops back to the first', () => {
    const talk: Talk = { status: 'talking', index: 0, since: 1000 };
    expect(shownLine(talk, guide, 1000)).toEqual({
      index: 0,
      text: 'Hi',
      count: 2,
      nextAt: 1000 + first,
    });
    expect(shownLine(talk, guide, 1000 + first - 1)?.index).toBe(0);
    expect(shownLine(talk, guide, 1000 + first)).toMatchObject({
      index: 1,
      nextAt: 1000 + first + second,
    });
    expect(shownLine(talk, guide, 1000 + first + second)?.index).toBe(0);
    // Many rounds later (a tab in the background) it is still exact.
    const rounds = 1000 * (first + second);
    expect(shownLine(talk, guide, 1000 + rounds + first + 5)).toMatchObject({
      index: 1,
      nextAt: 1000 + rounds + first + second,
    });
  });

  it('stays on its line without auto-progress, and while holding', () => {
    const manual = { ...guide, autoProgress: false };
    const talk: Talk = { status: 'talking', index: 1, since: 0 };
    expect(shownLine(talk, manual, 60_000)).toEqual({
      index: 1,
      text: 'Welcome to the fair',
      count: 2,
      nextAt: null,
    });
    expect(shownLine({ status: 'holding', index: 0 }, guide, 60_000)).toMatchObject({
      index: 0,
      nextAt: null,
    });
  });

  it('keeps a shown index within a message that lost lines', () => {
    expect(shownLine({ status: 'holding', index: 3 }, guide, 0)?.index).toBe(1);
  });
});

describe('talkAfterCheck', () => {
  const guide = npc({ lines: ['Hi', 'Welcome to the fair'] });

  it('starts at the first line when someone comes in range, and goes on while they stay', () => {
    const started = talkAfterCheck(SILENT, guide, true, 500);
    expect(started).toEqual({ status: 'talking', index: 0, since: 500 });
    expect(talkAfterCheck(started, guide, true, 9000)).toBe(started);
  });

  it('stops and hides out of range; coming back starts again from the first line', () => {
    const talking: Talk = { status: 'talking', index: 0, since: 0 };
    const gone = talkAfterCheck(talking, guide, false, 4000);
    expect(gone).toEqual(SILENT);
    expect(talkAfterCheck(gone, guide, true, 9000)).toEqual({
      status: 'talking',
      index: 0,
      since: 9000,
    });
  });

  it('holds the line shown when always visible, and goes on from it in range again', () => {
    const always = { ...guide, alwaysVisible: true };
    // Nobody near yet: the bubble shows the first line.
    expect(talkAfterCheck(SILENT, always, false, 0)).toEqual({ status: 'holding', index: 0 });
    const talking: Talk = { status: 'talking', index: 0, since: 0 };
    const held = talkAfterCheck(talking, always, false, lineDelayMs('Hi') + 10);
    expect(held).toEqual({ status: 'holding', index: 1 });
    expect(talkAfterCheck(held, always, false, 999_999)).toBe(held);
    expect(talkAfterCheck(held, always, true, 50_000)).toEqual({
      status: 'talking',
      index: 1,
      since: 50_000,
    });
  });

  it('keeps a guide with nothing to say silent', () => {
    const mute = npc({ lines: [], alwaysVisible: true });
    expect(talkAfterCheck(SILENT, mute, true, 0)).toEqual(SILENT);
    expect(talkAfterCheck(SILENT, mute, false, 0)).toEqual(SILENT);
  });
});

describe('talkAfterNext', () => {
  const manual = npc({ lines: ['One', 'Two', 'Three'], autoProgress: false });

  it('steps to the next line, and from the last back to the first', () => {
    let talk: Talk = { status: 'talking', index: 0, since: 0 };
    talk = talkAfterNext(talk, manual, 10);
    expect(shownLine(talk, manual, 10)?.text).toBe('Two');
    talk = talkAfterNext(talkAfterNext(talk, manual, 20), manual, 30);
    expect(shownLine(talk, manual, 30)?.text).toBe('One');
  });

  it('restarts the delay of an auto-progressing line it stepped to', () => {
    const auto = { ...manual, autoProgress: true };
    const talk = talkAfterNext({ status: 'talking', index: 0, since: 0 }, auto, 2000);
    expect(shownLine(talk, auto, 2000)).toMatchObject({ index: 1, nextAt: 2000 + 3600 });
  });

  it('does nothing to a silent or holding guide', () => {
    expect(talkAfterNext(SILENT, manual, 0)).toBe(SILENT);
    const held: Talk = { status: 'holding', index: 1 };
    expect(talkAfterNext(held, manual, 0)).toBe(held);
  });
});
