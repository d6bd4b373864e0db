import type { EventUser } from '../../../data/eventUsers';
import type { PositionRecord } from '../../../data/positions';
import type { OwnPosition, PositionChanges, PositionTransport } from './transport';

interface StoredPosition extends OwnPosition {
  t: number;
}

interface Listener {
  matches: (position: StoredPosition) => boolean;
  seen: Set<string>;
  onChanges: (changes: PositionChanges) => void;
}

/**
 * An in-memory stand-in for the room's Firestore documents: clients' transports write into it
 * and its listeners deliver the same kind of news a Firestore query would (a first snapshot,
 * then upserts and removals as documents enter, change in or leave the query). It counts what
 * it delivers, so tests can check what a client pays for. Writes can be held to test what a
 * client does while one is in flight.
 */
export class MemoryRoom {
  readonly positions = new Map<string, StoredPosition>();
  readonly people = new Map<string, EventUser>();
  /** Position documents delivered to listeners (what Firestore bills as reads). */
  delivered = 0;
  writes: Array<{ uid: string; position: OwnPosition }> = [];
  private readonly listeners = new Set<Listener>();
  private readonly peopleListeners = new Set<(people: readonly EventUser[]) => void>();
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

  put(uid: string, position: OwnPosition): void {
    this.positions.set(uid, { ...position, t: this.serverNow() });
    this.notify(uid);
  }

  setPeople(people: EventUser[]): void {
    this.people.clear();
    for (const person of people) this.people.set(person.uid, person);
    for (const listener of this.peopleListeners) listener([...this.people.values()]);
  }

  listenerCount(): number {
    return this.listeners.size;
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
      watchCells: (cells, onChanges) =>
        this.listen((position) => cells.includes(position.cell), onChanges),
      watchPeople: (onPeople) => {
        this.peopleListeners.add(onPeople);
        onPeople([...this.people.values()]);
        return () => this.peopleListeners.delete(onPeople);
      },
    };
  }

  private listen(matches: Listener['matches'], onChanges: Listener['onChanges']): () => void {
    const listener: Listener = { matches, seen: new Set(), onChanges };
    this.listeners.add(listener);
    const upserts: PositionRecord[] = [];
    for (const [uid, position] of this.positions) {
      if (!matches(position)) continue;
      listener.seen.add(uid);
      upserts.push({ uid, ...position });
    }
    this.delivered += upserts.length;
    onChanges({ upserts, removals: [] });
    return () => this.listeners.delete(listener);
  }

  private notify(uid: string): void {
    const position = this.positions.get(uid);
    for (const listener of this.listeners) {
      if (position && listener.matches(position)) {
        listener.seen.add(uid);
        this.delivered++;
        listener.onChanges({ upserts: [{ uid, ...position }], removals: [] });
      } else if (listener.seen.delete(uid)) {
        listener.onChanges({ upserts: [], removals: [uid] });
      }
    }
  }
}
