import { POSITION_SYNC } from '../../../domain/constants';
import { positionFields, type PositionRecord } from '../../../domain/positionDocs';
import { cellsAroundCell, nearest, roundPosition, watchedCentre } from '../../../domain/positions';
import { presentRemotes } from '../presentRemotes';
import { createRemote, retarget } from '../remoteAvatars';
import { markChanged } from '../worldActivity';
import type { WorldState } from '../worldState';
import { browserClock, type SyncClock } from './clock';
import { OwnPositionWriter } from './OwnPositionWriter';
import type { PositionChanges, PositionTransport, RoomMode, Unsubscribe } from './transport';

/** The parts of the world state position sync reads (player) and maintains (the rest). */
export type SyncedWorld = Pick<
  WorldState,
  'player' | 'remotes' | 'visibleRemoteIds' | 'peopleKnown' | 'changedAt'
>;

export interface PositionSyncOptions {
  state: SyncedWorld;
  uid: string;
  transport: PositionTransport;
  clock?: SyncClock;
  /** Hears the server time of each position newly applied (the soak's lag figure). */
  onApplied?: (t: number) => void;
}

/** What the client listens to: the whole room, or the snapshots of the cells around it. */
type Listening = { mode: 'room' } | { mode: 'cells'; centre: string };

/**
 * Position sync of one mounted world, outside React. It writes the player's own position (with
 * name, animal and mute, so readers need nothing else) at the interval the room's head count
 * gives; it listens to the whole room while the room is sparse (a far-away person in a room of
 * two is still known) and to the snapshots of the 3x3 cells around the player once the room is
 * dense (at most 9 documents a second, whatever the crowd); and every 250 ms it decides which
 * remotes are drawn (fresh, the 40 nearest). The hook usePositionSync only starts and stops it.
 */
export class PositionSyncClient {
  private readonly clock: SyncClock;
  private readonly writer: OwnPositionWriter;
  private readonly stops: Unsubscribe[] = [];
  private mode: RoomMode | null = null;
  private listening: Listening | null = null;
  private unwatch: Unsubscribe | null = null;
  /** Dense rooms: everyone in each watched cell, by cell id. */
  private readonly cellPeople = new Map<string, PositionRecord[]>();
  private lastWriteAt = -Infinity;
  private lastReaction = '';

  constructor(private readonly options: PositionSyncOptions) {
    this.clock = options.clock ?? browserClock;
    this.writer = new OwnPositionWriter(options.transport);
  }

  start(): void {
    this.stops.push(
      this.options.transport.watchMode((mode) => {
        this.mode = mode;
        this.listen();
      }),
    );
    this.tick();
    this.stops.push(this.clock.every(POSITION_SYNC.nearestRecomputeMs, () => this.tick()));
  }

  stop(): void {
    this.writer.stop();
    for (const stop of this.stops.splice(0)) stop();
    this.unlisten();
    this.options.state.remotes.clear();
  }

  /** The write interval for the room's head count (fast until the mode is known). */
  interval(): 500 | 1000 {
    return this.mode?.fast === false ? POSITION_SYNC.slowIntervalMs : POSITION_SYNC.fastIntervalMs;
  }

  /** What the client listens to now (for tests and the debug handle). */
  listeningTo(): string {
    if (!this.listening) return 'nothing';
    return this.listening.mode === 'room' ? 'room' : `cells around ${this.listening.centre}`;
  }

  private tick(): void {
    const now = this.clock.now();
    const interval = this.interval();
    const { player } = this.options.state;
    // A reaction goes out at once, not at the next interval: others see the bubble sooner.
    if (now - this.lastWriteAt >= interval || player.reaction !== this.lastReaction) {
      this.lastWriteAt = now;
      this.lastReaction = player.reaction;
      // No hand is raised from here yet: the talk's controls (issue 32) will set it.
      const wearer = { ...player, hand: false };
      this.writer.offer(positionFields(roundPosition(player), interval, wearer), now);
    }
    this.listen();
    this.chooseVisible(now);
  }

  /** Starts, keeps or changes the listener for the room's density and the player's place. */
  private listen(): void {
    if (!this.mode) return; // what to listen to is unknown until the mode arrives
    const { transport, state } = this.options;
    const current = this.listening;
    if (!this.mode.dense) {
      if (current?.mode === 'room') return;
      this.unlisten();
      this.listening = { mode: 'room' };
      this.unwatch = transport.watchRoom((changes) => {
        if (changes.synced) state.peopleKnown = true;
        this.applyRoom(changes);
      });
      return;
    }
    const previous = current?.mode === 'cells' ? current.centre : null;
    const centre = watchedCentre(previous, state.player.x, state.player.y);
    if (centre === previous) return;
    const cells = cellsAroundCell(centre);
    if (current?.mode === 'cells') {
      // Re-centred: keep what is known of the cells still watched, forget the rest.
      this.unwatch?.();
      for (const cell of [...this.cellPeople.keys()]) {
        if (!cells.includes(cell)) this.cellPeople.delete(cell);
      }
      this.applyCells();
    } else {
      this.unlisten();
    }
    this.listening = { mode: 'cells', centre };
    this.unwatch = transport.watchCells(cells, (changed, synced) => {
      if (synced) state.peopleKnown = true;
      for (const [cell, people] of changed) this.cellPeople.set(cell, people);
      this.applyCells();
    });
  }

  private unlisten(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.listening = null;
    this.cellPeople.clear();
    this.options.state.remotes.clear();
    this.options.state.peopleKnown = false;
    markChanged(this.options.state, this.clock.frameNow());
  }

  private upsert(record: PositionRecord, now: number): void {
    const { remotes } = this.options.state;
    const remote = remotes.get(record.uid);
    if (remote && remote.seenAt === record.t) return;
    if (!remote) {
      remotes.set(record.uid, createRemote(record, now));
      markChanged(this.options.state, now);
    } else retarget(remote, record, now);
    if (record.t !== null) this.options.onApplied?.(record.t);
  }

  private applyRoom({ upserts, removals }: PositionChanges): void {
    const now = this.clock.frameNow();
    for (const record of upserts) {
      if (record.uid !== this.options.uid) this.upsert(record, now);
    }
    for (const id of removals) {
      if (this.options.state.remotes.delete(id)) markChanged(this.options.state, now);
    }
  }

  /** The remotes are exactly the people of the watched cells: who left them is dropped. */
  private applyCells(): void {
    const now = this.clock.frameNow();
    const present = new Set<string>();
    for (const people of this.cellPeople.values()) {
      for (const record of people) {
        if (record.uid === this.options.uid) continue;
        present.add(record.uid);
        this.upsert(record, now);
      }
    }
    for (const id of this.options.state.remotes.keys()) {
      if (present.has(id)) continue;
      this.options.state.remotes.delete(id);
      markChanged(this.options.state, now);
    }
  }

  private chooseVisible(now: number): void {
    const { state } = this.options;
    const shown = nearest(
      presentRemotes(state.remotes.values(), now),
      state.player.x,
      state.player.y,
    );
    state.visibleRemoteIds = new Set(shown.map((remote) => remote.id));
  }
}
