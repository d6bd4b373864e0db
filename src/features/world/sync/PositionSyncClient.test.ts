import { describe, expect, it } from 'vitest';
import type { EventUser } from '../../../data/eventUsers';
import { createWorldState } from '../worldState';
import { ManualClock } from './manualClock.test-helper';
import { MemoryRoom } from './memoryTransport.test-helper';
import { PositionSyncClient } from './PositionSyncClient';

const ROOM = 'hall';

function person(uid: string, overrides: Partial<EventUser> = {}): EventUser {
  return {
    uid,
    name: uid.toUpperCase(),
    avatar: 'frog',
    currentRoom: ROOM,
    sessionId: `s-${uid}`,
    online: true,
    lastKeepAliveMs: 1_000_000,
    mutedTemporarily: false,
    muted: false,
    ...overrides,
  };
}

function setup(at = { x: 512, y: 512 }) {
  const clock = new ManualClock();
  const room = new MemoryRoom(() => clock.now());
  const state = createWorldState('me', 'Me', 'cat', at);
  const client = new PositionSyncClient({
    state,
    uid: 'me',
    roomId: ROOM,
    transport: room.transport('me'),
    clock,
  });
  return { clock, room, state, client };
}

function place(room: MemoryRoom, uid: string, x: number, y: number) {
  room.put(uid, { x, y, angle: 0, interval: 500, cell: cellAt(x, y) });
}

function cellAt(x: number, y: number): string {
  return `${Math.floor(x / 64)}_${Math.floor(y / 64)}`;
}

describe('PositionSyncClient', () => {
  it('writes its own position when it moved, at the interval, and not when still', async () => {
    const { clock, room, state, client } = setup();
    client.start();
    expect(room.writes).toHaveLength(1);
    await clock.advance(2000);
    expect(room.writes).toHaveLength(1);
    state.player.x = 520;
    await clock.advance(500);
    expect(room.writes.at(-1)?.position).toMatchObject({ x: 520, y: 512, interval: 500 });
    client.stop();
  });

  it('switches to the 1000 ms interval above ten people in the room', async () => {
    const { clock, room, state, client } = setup();
    room.setPeople(Array.from({ length: 11 }, (_, i) => person(`p${i}`)));
    client.start();
    expect(client.interval()).toBe(1000);
    const movingWrites = async () => {
      const before = room.writes.length;
      for (let i = 0; i < 8; i++) {
        state.player.x += 1;
        await clock.advance(250);
      }
      return room.writes.length - before;
    };
    expect(await movingWrites()).toBe(2);
    room.setPeople([person('p0')]);
    expect(client.interval()).toBe(500);
    expect(await movingWrites()).toBe(4);
    client.stop();
  });

  it('draws people of its room with their names and animals, not stale or other-room ones', async () => {
    const { clock, room, state, client } = setup();
    room.setPeople([
      person('ann'),
      person('bob', { currentRoom: 'elsewhere' }),
      person('cat', { lastKeepAliveMs: 1_000_000 - 200_000 }),
    ]);
    place(room, 'ann', 515, 515);
    place(room, 'bob', 516, 516);
    place(room, 'cat', 517, 517);
    client.start();
    await clock.advance(250);
    expect([...(state.visibleRemoteIds ?? [])]).toEqual(['ann']);
    expect(state.remotes.get('ann')).toMatchObject({ name: 'ANN', animal: 'frog' });
    client.stop();
  });

  it('re-subscribes when the player changes cell, and drops removed people', async () => {
    const { clock, room, state, client } = setup({ x: 500, y: 500 });
    room.setPeople([person('ann'), person('far')]);
    place(room, 'ann', 505, 505);
    place(room, 'far', 700, 500);
    client.start();
    expect([...state.remotes.keys()]).toEqual(['ann']);
    state.player.x = 640;
    await clock.advance(250);
    expect(room.listenerCount()).toBe(1);
    expect(state.remotes.has('far')).toBe(true);
    place(room, 'far', 2, 2);
    expect(state.remotes.has('far')).toBe(false);
    client.stop();
    expect(room.listenerCount()).toBe(0);
    expect(state.remotes.size).toBe(0);
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
