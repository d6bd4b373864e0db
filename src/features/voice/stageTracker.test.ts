import { describe, expect, it } from 'vitest';
import { roomAudio, type StageReach, type VoicePerson } from '../../domain/voice';
import type { StageStatus } from './engine';
import type { QueuedVoice } from './p2p/peerManager';
import { REACH_PUBLISH_MS, StageTracker } from './stageTracker';
import type { StageView } from './voiceFeed';
import type { VoiceWorld } from './voiceLoop';

const person = (id: string, onStage = false): VoicePerson => ({
  id,
  x: 0,
  y: 0,
  channelId: null,
  onStage,
  muted: false,
});
const world = (me: VoicePerson, others: VoicePerson[]): VoiceWorld => ({
  listener: me,
  others,
  room: roomAudio(),
});
const status = (
  hearing: number,
  waiting: string[] = [],
  queue: [string, QueuedVoice][] = [],
): StageStatus => ({ queue: new Map(queue), reach: { hearing, waiting } });

function setup() {
  let time = 0;
  const published: [string, StageReach | null][] = [];
  const watching: string[] = [];
  const views: StageView[] = [];
  let deliver: (reaches: StageReach[]) => void = () => undefined;
  const tracker = new StageTracker({
    uid: 'me',
    publish: (room, reach) => published.push([room, reach]),
    watch: (room, onReaches) => {
      watching.push(room);
      deliver = onReaches;
      return () => watching.splice(watching.indexOf(room), 1);
    },
    onView: (view) => views.push(view),
    now: () => time,
  });
  return {
    tracker,
    published,
    watching,
    views,
    deliver: (reaches: StageReach[]) => deliver(reaches),
    advance: (ms: number) => (time += ms),
  };
}

describe('StageTracker: a speaker', () => {
  const onStage = person('me', true);
  const room = [person('a'), person('b'), person('c')];

  it('publishes its reach when it changes, at most once a second, and clears it off stage', () => {
    const { tracker, published, advance } = setup();
    tracker.update('plaza', world(onStage, room), status(1, ['c']));
    expect(published).toEqual([['plaza', { speaker: 'me', hearing: 1, waiting: ['c'], room: 3 }]]);
    advance(REACH_PUBLISH_MS - 1);
    tracker.update('plaza', world(onStage, room), status(2, ['c']));
    expect(published).toHaveLength(1);
    advance(1);
    tracker.update('plaza', world(onStage, room), status(2, ['c']));
    expect(published.at(-1)?.[1]?.hearing).toBe(2);
    advance(5000);
    tracker.update('plaza', world(onStage, room), status(2, ['c']));
    expect(published).toHaveLength(2);
    tracker.update('plaza', world(person('me'), room), status(0));
    expect(published.at(-1)).toEqual(['plaza', null]);
  });

  it('shows its own reach at once, and clears it in the old room on a change of room', () => {
    const { tracker, published, views } = setup();
    tracker.update('plaza', world(onStage, room), status(2, ['c']));
    expect(views.at(-1)?.own).toEqual({ speaker: 'me', hearing: 2, waiting: ['c'], room: 3 });
    tracker.update('hall', world(person('me'), []), status(0));
    expect(published.at(-1)).toEqual(['plaza', null]);
    expect(views.at(-1)?.own).toBeNull();
  });
});

describe('StageTracker: a listener', () => {
  const speaker = person('s', true);

  it('listens to the published reaches only while someone is on stage', () => {
    const { tracker, watching } = setup();
    tracker.update('plaza', world(person('me'), [person('a')]), null);
    expect(watching).toEqual([]);
    tracker.update('plaza', world(person('me'), [speaker]), status(0));
    expect(watching).toEqual(['plaza']);
    tracker.update('plaza', world(person('me'), [person('s')]), status(0));
    expect(watching).toEqual([]);
  });

  it("waits in a full speaker's queue: its place from the published line, else the signal", () => {
    const { tracker, views, deliver } = setup();
    const queued = status(0, [], [['s', { position: 2, since: 100 }]]);
    tracker.update('plaza', world(person('me'), [speaker]), queued);
    expect(views.at(-1)?.waiting).toEqual({ speaker: 's', position: 2, since: 100, hearing: null });
    deliver([{ speaker: 's', hearing: 40, waiting: ['x', 'me'], room: 42 }]);
    expect(views.at(-1)?.waiting).toEqual({ speaker: 's', position: 1, since: 100, hearing: 40 });
    expect(views.at(-1)?.speakers).toHaveLength(1);
  });

  it("ignores a reach or queue of someone no longer on stage (a crashed tab's leftovers)", () => {
    const { tracker, views, deliver } = setup();
    tracker.update('plaza', world(person('me'), [speaker, person('t')]), status(0));
    deliver([{ speaker: 't', hearing: 1, waiting: ['me'], room: 2 }]);
    tracker.update(
      'plaza',
      world(person('me'), [speaker, person('t')]),
      status(0, [], [['t', { position: 0, since: 0 }]]),
    );
    expect(views.at(-1)?.speakers ?? []).toEqual([]);
    expect(views.at(-1)?.waiting ?? null).toBeNull();
  });
});
