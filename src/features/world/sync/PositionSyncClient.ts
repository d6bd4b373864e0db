import { POSITION_SYNC } from '../../../domain/constants';
import {
  cellOf,
  cellsAround,
  nearest,
  positionSyncInterval,
  roundPosition,
} from '../../../domain/positions';
import { isShownOnline } from '../../../domain/presence';
import { createRemote, retarget } from '../remoteAvatars';
import type { WorldState } from '../worldState';
import { browserClock, type SyncClock } from './clock';
import { OwnPositionWriter } from './OwnPositionWriter';
import type { PositionChanges, PositionTransport, Unsubscribe } from './transport';

/** The parts of the world state position sync reads (player) and maintains (the rest). */
export type SyncedWorld = Pick<WorldState, 'player' | 'remotes' | 'users' | 'visibleRemoteIds'>;

export interface PositionSyncOptions {
  state: SyncedWorld;
  uid: string;
  roomId: string;
  transport: PositionTransport;
  clock?: SyncClock;
}

/**
 * Position sync of one mounted world, outside React: writes the player's own position at the
 * reference's interval when it moved, listens to the spatial cells around the player for
 * everybody else's, and decides every 250 ms which remotes are drawn (online in this room, not
 * stale, the 40 nearest when crowded). The hook usePositionSync only starts and stops it.
 */
export class PositionSyncClient {
  private readonly clock: SyncClock;
  private readonly writer: OwnPositionWriter;
  private readonly stops: Unsubscribe[] = [];
  private cellsKey = '';
  private unwatchCells: Unsubscribe | null = null;
  private lastWriteAt = -Infinity;

  constructor(private readonly options: PositionSyncOptions) {
    this.clock = options.clock ?? browserClock;
    this.writer = new OwnPositionWriter(options.transport);
  }

  start(): void {
    this.stops.push(this.options.transport.watchPeople((people) => this.setPeople(people)));
    this.tick();
    this.stops.push(this.clock.every(POSITION_SYNC.nearestRecomputeMs, () => this.tick()));
  }

  stop(): void {
    this.writer.stop();
    for (const stop of this.stops.splice(0)) stop();
    this.unwatchCells?.();
    this.unwatchCells = null;
    this.options.state.remotes.clear();
    this.options.state.users.clear();
  }

  /** The write interval for the room's current head count. */
  interval(): 500 | 1000 {
    let count = 0;
    for (const user of this.options.state.users.values()) {
      if (user.room === this.options.roomId) count++;
    }
    return positionSyncInterval(Math.max(1, count));
  }

  private tick(): void {
    const now = this.clock.now();
    const interval = this.interval();
    if (now - this.lastWriteAt >= interval) {
      this.lastWriteAt = now;
      const next = roundPosition(this.options.state.player);
      this.writer.offer({ ...next, interval, cell: cellOf(next.x, next.y) });
    }
    this.listen();
    this.chooseVisible(now);
  }

  private listen(): void {
    const { state, transport } = this.options;
    const cells = cellsAround(state.player.x, state.player.y);
    const key = cells.join(',');
    if (key === this.cellsKey) return;
    this.cellsKey = key;
    this.unwatchCells?.();
    this.unwatchCells = transport.watchCells(cells, (changes) => this.apply(changes));
  }

  private apply({ upserts, removals }: PositionChanges): void {
    const { state, uid } = this.options;
    const now = this.clock.frameNow();
    for (const record of upserts) {
      if (record.uid === uid) continue;
      const remote = state.remotes.get(record.uid);
      if (remote) retarget(remote, record, now);
      else state.remotes.set(record.uid, createRemote(record.uid, record, now));
    }
    for (const id of removals) state.remotes.delete(id);
  }

  private setPeople(people: Parameters<Parameters<PositionTransport['watchPeople']>[0]>[0]) {
    const { users } = this.options.state;
    users.clear();
    for (const user of people) {
      users.set(user.uid, {
        name: user.name,
        animal: user.avatar,
        room: user.currentRoom,
        lastKeepAliveMs: user.lastKeepAliveMs,
        muted: user.muted,
      });
    }
  }

  private chooseVisible(now: number): void {
    const { state, roomId } = this.options;
    const candidates = [...state.remotes.values()].filter((remote) => {
      const user = state.users.get(remote.id);
      return (
        user !== undefined &&
        user.room === roomId &&
        isShownOnline({ online: true, lastKeepAliveMs: user.lastKeepAliveMs }, now)
      );
    });
    for (const remote of candidates) {
      const user = state.users.get(remote.id)!;
      remote.animal = user.animal;
      remote.name = user.name;
    }
    const shown = nearest(candidates, state.player.x, state.player.y);
    state.visibleRemoteIds = new Set(shown.map((remote) => remote.id));
  }
}
