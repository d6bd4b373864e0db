import {
  encodePeople,
  peopleByCell,
  readPositionRecord,
  recordsOfSnapshot,
  type PositionFields,
  type PositionRecord,
} from '../../../domain/positionDocs';
import { roomMode } from '../../../domain/positions';
import type { PositionChanges, PositionTransport, RoomMode } from './transport';

interface RoomListener {
  onChanges: (changes: PositionChanges) => void;
}

interface CellListener {
  cells: readonly string[];
  onCells: (cells: Map<string, PositionRecord[]>, synced: boolean) => void;
}

/**
 * An in-memory stand-in for a room's Firestore documents and its functions: clients' transports
 * write positions into it; room listeners get a first snapshot then each change (as a Firestore
 * query would); the room's mode follows the positions (as the head-count triggers keep it); and
 * `tickCells` plays the room ticker, delivering the changed cell snapshots to cell listeners.
 * It counts the documents it delivers, so tests can check what a client pays for. Writes can
 * be held to test what a client does while one is in flight.
 */
export class MemoryRoom {
  readonly positions = new Map<string, PositionRecord>();
  /** Documents delivered to listeners (what Firestore bills as reads). */
  delivered = 0;
  writes: Array<{ uid: string; position: PositionFields }> = [];
  private readonly roomListeners = new Set<RoomListener>();
  private readonly cellListeners = new Set<CellListener>();
  private readonly modeListeners = new Set<(mode: RoomMode) => void>();
  /** No head-count document yet: fast, not dense (as src/data/positions.ts reads a missing one). */
  private mode: RoomMode = { fast: true, dense: false };
  /** Each cell's people as the ticker last wrote them (packed). */
  private snapshots = new Map<string, string>();
  private held: Array<() => void> | null = null;

  constructor(private readonly serverNow: () => number) {}

  /** Writes wait until `releaseWrites` (while holding) or `holdWrites(false)`. */
  holdWrites(hold = true): void {
    const waiting = this.held ?? [];
    this.held = hold ? [] : null;
    for (const land of waiting) land();
  }

  /** Lands the writes waiting now; later ones wait again. */
  releaseWrites(): void {
    this.holdWrites(true);
  }

  heldWrites(): number {
    return this.held?.length ?? 0;
  }

  put(uid: string, fields: PositionFields, t = this.serverNow()): void {
    const added = !this.positions.has(uid);
    this.positions.set(uid, readPositionRecord(uid, { ...fields }, t));
    for (const listener of this.roomListeners) {
      this.delivered++;
      listener.onChanges({ upserts: [this.positions.get(uid)!], removals: [], synced: true });
    }
    if (added) this.recount();
  }

  remove(uid: string): void {
    if (!this.positions.delete(uid)) return;
    for (const listener of this.roomListeners)
      listener.onChanges({ upserts: [], removals: [uid], synced: true });
    this.recount();
  }

  /** The room ticker's beat: writes (delivers) the cell snapshots that changed. */
  tickCells(): void {
    const next = new Map(
      [...peopleByCell(this.positions.values())].map(([cell, people]) => [
        cell,
        encodePeople(people),
      ]),
    );
    const changed = [...next.keys(), ...this.snapshots.keys()].filter(
      (cell) => next.get(cell) !== this.snapshots.get(cell),
    );
    this.snapshots = next;
    for (const listener of this.cellListeners) {
      const delivered = new Map<string, PositionRecord[]>();
      for (const cell of new Set(changed)) {
        if (!listener.cells.includes(cell)) continue;
        delivered.set(cell, this.cellRecords(cell));
        if (next.has(cell)) this.delivered++;
      }
      if (delivered.size > 0) listener.onCells(delivered, true);
    }
  }

  listenerCount(): number {
    return this.roomListeners.size + this.cellListeners.size;
  }

  transport(uid: string): PositionTransport {
    return {
      write: (position) =>
        new Promise<void>((resolve) => {
          const land = () => {
            this.writes.push({ uid, position });
            this.put(uid, position);
            resolve();
          };
          if (this.held) this.held.push(land);
          else land();
        }),
      watchMode: (onMode) => {
        this.modeListeners.add(onMode);
        onMode(this.mode);
        return () => this.modeListeners.delete(onMode);
      },
      watchRoom: (onChanges) => {
        const listener = { onChanges };
        this.roomListeners.add(listener);
        this.delivered += this.positions.size;
        onChanges({ upserts: [...this.positions.values()], removals: [], synced: true });
        return () => this.roomListeners.delete(listener);
      },
      watchCells: (cells, onCells) => {
        const listener = { cells, onCells };
        this.cellListeners.add(listener);
        const first = new Map<string, PositionRecord[]>();
        for (const cell of cells) {
          if (!this.snapshots.has(cell)) continue;
          first.set(cell, this.cellRecords(cell));
          this.delivered++;
        }
        onCells(first, true);
        return () => this.cellListeners.delete(listener);
      },
    };
  }

  private cellRecords(cell: string): PositionRecord[] {
    const people = this.snapshots.get(cell);
    return people ? recordsOfSnapshot({ t: this.serverNow(), people }) : [];
  }

  /** The head count's mode, as the functions keep it: readers hear of flips only. */
  private recount(): void {
    const next = roomMode(this.positions.size, this.mode.dense);
    if (next.fast === this.mode.fast && next.dense === this.mode.dense) return;
    this.mode = next;
    for (const listener of this.modeListeners) listener(next);
  }
}
