import { describe, expect, it } from 'vitest';
import { positionFields } from '../../../domain/positionDocs';
import { createWorldState } from '../worldState';
import { ManualClock } from './manualClock.test-helper';
import { MemoryRoom } from './memoryTransport.test-helper';
import { PositionSyncClient } from './PositionSyncClient';
import type { PositionTransport } from './transport';

function setup(at = { x: 512, y: 512 }) {
  const clock = new ManualClock();
  const room = new MemoryRoom(() => clock.now());
  const state = createWorldState('me', 'Me', 'cat', at);
  const client = new PositionSyncClient({
    state,
    uid: 'me',
    transport: room.transport('me'),
    clock,
  });
  return { clock, room, state, client };
}

function place(room: MemoryRoom, uid: string, x: number, y: number, t?: number) {
  const wearer = {
    name: uid.toUpperCase(),
    animal: 'frog',
    muted: false,
    reaction: '',
    hand: false,
  };
  room.put(uid, positionFields({ x, y, angle: 0 }, 1000, wearer), t);
}

/** A crowd of `count` standing around (x, y), so the room is dense. */
function crowd(room: MemoryRoom, count: number, x: number, y: number) {
  for (let i = 0; i < count; i++) place(room, `bot${i}`, x + (i % 7), y + Math.floor(i / 7));
}

describe('PositionSyncClient', () => {
  it('writes its own position with name, animal and mute when it moved, and not when still', async () => {
    const { clock, room, state, client } = setup();
    client.start();
    expect(room.writes).toHaveLength(1);
    expect(room.writes[0]?.position).toMatchObject({ name: 'Me', animal: 'cat', muted: false });
    await clock.advance(2000);
    expect(room.writes).toHaveLength(1);
    state.player.x = 520;
    await clock.advance(500);
    expect(room.writes.at(-1)?.position).toMatchObject({ x: 520, y: 512, interval: 500 });
    state.player.muted = true;
    await clock.advance(500);
    expect(room.writes.at(-1)?.position).toMatchObject({ muted: true });
    client.stop();
  });

  it("sends a reaction at once; a remote's new reaction starts a bubble, one worn before does not", async () => {
    const { clock, room, state, client } = setup();
    room.put('ann', {
      ...positionFields({ x: 515, y: 515, angle: 0 }, 1000, {
        name: 'Ann',
        animal: 'frog',
        muted: false,
        reaction: 'wave:4',
        hand: false,
      }),
    });
    client.start();
    await clock.advance(300);
    expect(state.remotes.get('ann')?.reactionAt).toBeNull();

    const before = room.writes.length;
    state.player.reaction = 'heart:1';
    await clock.advance(250); // one tick, well inside the write interval
    expect(room.writes).toHaveLength(before + 1);
    expect(room.writes.at(-1)?.position).toMatchObject({ reaction: 'heart:1' });

    room.put('ann', {
      ...positionFields({ x: 515, y: 515, angle: 0 }, 1000, {
        name: 'Ann',
        animal: 'frog',
        muted: false,
        reaction: 'clap:5',
        hand: false,
      }),
    });
    await clock.advance(250);
    expect(state.remotes.get('ann')).toMatchObject({ reaction: 'clap:5' });
    expect(state.remotes.get('ann')?.reactionAt).not.toBeNull();
    client.stop();
  });

  it('rewrites an unchanged position once a minute, so readers know the tab is alive', async () => {
    const { clock, room, client } = setup();
    client.start();
    await clock.advance(59_000);
    expect(room.writes).toHaveLength(1);
    await clock.advance(1_500);
    expect(room.writes).toHaveLength(2);
    client.stop();
  });

  it('switches to the 1000 ms interval above ten people in the room', async () => {
    const { clock, room, state, client } = setup();
    for (let i = 0; i < 10; i++) place(room, `p${i}`, 600, 600);
    client.start();
    expect(client.interval()).toBe(1000); // ten others and the player
    const movingWrites = async () => {
      const before = room.writes.length;
      for (let i = 0; i < 8; i++) {
        state.player.x += 1;
        await clock.advance(250);
      }
      return room.writes.length - before;
    };
    expect(await movingWrites()).toBe(2);
    for (let i = 1; i < 10; i++) room.remove(`p${i}`);
    expect(client.interval()).toBe(500);
    expect(await movingWrites()).toBe(4);
    client.stop();
  });

  it('knows everyone of a sparse room, however far, and draws the fresh ones', async () => {
    const { clock, room, state, client } = setup();
    place(room, 'ann', 515, 515);
    place(room, 'far', 900, 100);
    place(room, 'old', 517, 517, clock.now() - 200_000);
    client.start();
    await clock.advance(250);
    expect(client.listeningTo()).toBe('room');
    expect([...(state.visibleRemoteIds ?? [])].sort()).toEqual(['ann', 'far']);
    expect(state.remotes.get('ann')).toMatchObject({ name: 'ANN', animal: 'frog' });
    room.remove('ann');
    expect(state.remotes.has('ann')).toBe(false);
    client.stop();
    expect(room.listenerCount()).toBe(0);
    expect(state.remotes.size).toBe(0);
  });

  it('knows who is around only once the server has answered, and again after a change of listener', async () => {
    const clock = new ManualClock();
    const room = new MemoryRoom(() => clock.now());
    const state = createWorldState('me', 'Me', 'cat', { x: 512, y: 512 });
    const server = room.transport('me');
    // Each listener first hears the cache (nothing of the others yet), the server later.
    const answers: Array<() => void> = [];
    const transport: PositionTransport = {
      ...server,
      watchRoom: (onChanges) => {
        onChanges({ upserts: [], removals: [], synced: false });
        let stop: (() => void) | undefined;
        answers.push(() => (stop = server.watchRoom(onChanges)));
        return () => stop?.();
      },
      watchCells: (cells, onCells) => {
        onCells(new Map(), false);
        let stop: (() => void) | undefined;
        answers.push(() => (stop = server.watchCells(cells, onCells)));
        return () => stop?.();
      },
    };
    place(room, 'ann', 515, 515);
    const client = new PositionSyncClient({ state, uid: 'me', transport, clock });
    client.start();
    expect(state.remotes.size).toBe(0);
    expect(state.peopleKnown).toBe(false);
    answers.shift()!();
    expect(state.remotes.has('ann')).toBe(true);
    expect(state.peopleKnown).toBe(true);
    // The room fills: the cells' listener replaces the room's, and knows nothing until it hears.
    crowd(room, 45, 505, 505);
    room.tickCells();
    expect(client.listeningTo()).toBe('cells around 8_8');
    expect(state.peopleKnown).toBe(false);
    answers.shift()!();
    expect(state.peopleKnown).toBe(true);
    expect(state.remotes.size).toBe(46);
    client.stop();
  });

  it('owes the renderer a frame when someone arrives or leaves, not for a keep-alive', async () => {
    const { clock, room, state, client } = setup();
    client.start();
    await clock.advance(250);
    const before = state.changedAt;
    await clock.advance(100);
    place(room, 'ann', 515, 515);
    expect(state.changedAt).toBe(clock.now());
    const arrived = state.changedAt;
    await clock.advance(100);
    place(room, 'ann', 515, 515);
    expect(state.changedAt).toBe(arrived);
    await clock.advance(100);
    room.remove('ann');
    expect(state.changedAt).toBe(clock.now());
    expect(before).not.toBe(arrived);
    client.stop();
  });

  it('reports the server time of each position it applies, once per write', async () => {
    const clock = new ManualClock();
    const room = new MemoryRoom(() => clock.now());
    const applied: number[] = [];
    const client = new PositionSyncClient({
      state: createWorldState('me', 'Me', 'cat', { x: 512, y: 512 }),
      uid: 'me',
      transport: room.transport('me'),
      clock,
      onApplied: (t) => applied.push(t),
    });
    place(room, 'ann', 515, 515, 1_000);
    client.start();
    place(room, 'ann', 516, 515, 2_000);
    // A dense room's snapshot repeats an unchanged person: not a new arrival.
    place(room, 'ann', 516, 515, 2_000);
    await clock.advance(250);
    expect(applied).toEqual([1_000, 2_000]);
    client.stop();
  });

  it('in a dense room reads only the cells around it, at most nine documents a beat', async () => {
    const { clock, room, state, client } = setup();
    crowd(room, 60, 505, 505);
    place(room, 'far', 900, 100);
    room.tickCells();
    client.start();
    expect(client.listeningTo()).toBe('cells around 8_8');
    expect(state.remotes.size).toBe(60);
    expect(state.remotes.has('far')).toBe(false);
    const before = room.delivered;
    for (let beat = 0; beat < 5; beat++) {
      for (let i = 0; i < 60; i++) place(room, `bot${i}`, 500 + beat, 500 + (i % 9));
      room.tickCells();
      await clock.advance(1000);
    }
    expect(room.delivered - before).toBeLessThanOrEqual(5 * 9);
    expect(state.remotes.get('bot0')?.toX).toBe(504);
    await clock.advance(250);
    expect(state.visibleRemoteIds?.size).toBe(40);
    client.stop();
  });

  it('re-centres past the cell edge with hysteresis and drops people of cells it left', async () => {
    const { clock, room, state, client } = setup();
    crowd(room, 45, 505, 505);
    place(room, 'east', 700, 512); // cell 11_8: not a neighbour of 8_8, a neighbour of 10_8
    room.tickCells();
    client.start();
    expect(state.remotes.has('east')).toBe(false);
    state.player.x = 548; // 4 m into 9_8: within the margin, still centred on 8_8
    await clock.advance(250);
    expect(client.listeningTo()).toBe('cells around 8_8');
    state.player.x = 620; // well inside 10_8
    await clock.advance(250);
    expect(client.listeningTo()).toBe('cells around 10_8');
    expect(state.remotes.has('east')).toBe(true);
    expect(state.remotes.has('bot0')).toBe(false); // 8_8 is no longer watched: no ghosts
    expect(room.listenerCount()).toBe(1);
    client.stop();
  });

  it('switches between whole-room and cell listening as the room fills and empties', async () => {
    const { clock, room, client } = setup();
    client.start();
    expect(client.listeningTo()).toBe('room');
    crowd(room, 45, 505, 505);
    room.tickCells();
    expect(client.listeningTo()).toBe('cells around 8_8');
    for (let i = 0; i < 20; i++) room.remove(`bot${i}`);
    await clock.advance(250);
    expect(client.listeningTo()).toBe('room');
    client.stop();
  });

  it('keeps one write in flight and sends only the latest position when it lands', async () => {
    const { clock, room, state, client } = setup();
    client.start();
    room.holdWrites();
    for (const x of [513, 514, 515, 516]) {
      state.player.x = x;
      await clock.advance(500);
    }
    expect(room.heldWrites()).toBe(1);
    room.releaseWrites();
    await clock.advance(0);
    expect(room.heldWrites()).toBe(1);
    room.releaseWrites();
    await clock.advance(0);
    expect(room.writes.map((write) => write.position.x)).toEqual([512, 513, 516]);
    client.stop();
  });
});
