// The Firestore cost of position sync, from the design in docs/architecture.md (Realtime):
// sparse rooms listen to the whole room; dense rooms listen to at most 9 cell snapshots written
// by one room ticker. Pure arithmetic, printed by `npm run bench` and quoted in docs/scale.md.
import { POSITION_SYNC, PRESENCE } from '../../src/domain/constants';
import { positionSyncInterval } from '../../src/domain/positions';

/** Firestore list prices in USD per 100,000 operations (nam5 multi-region; an assumption). */
export const PRICES = { read: 0.06, write: 0.18 } as const;

/** Firestore's documented ceiling for a database with realtime listeners (writes per second). */
export const REALTIME_WRITES_PER_SECOND = 10_000;

export interface Scenario {
  label: string;
  rooms: number;
  /** People per room, all moving (the worst case: every position write is a change). */
  perRoom: number;
  /** Cells a dense room's crowd occupies (1 when clustered). */
  occupiedCells: number;
  /** Watched cells (of the 9 around a reader) that change each second in a dense room. */
  watchedChangingCells: number;
}

export interface Cost {
  writesPerSecond: number;
  readsPerSecond: number;
  /** Documents one client reads per second. */
  clientReadsPerSecond: number;
  usdPerAttendeeHour: number;
  dense: boolean;
}

function priced(writes: number, reads: number, attendees: number): number {
  const perHour = (writes * PRICES.write + reads * PRICES.read) * 3600;
  return perHour / 100_000 / attendees;
}

/** Reads and writes per second at Firestore for the design as built. */
export function designCost(s: Scenario): Cost {
  const n = s.perRoom;
  const writesPerPerson = 1000 / positionSyncInterval(n);
  const keepAlives = 1000 / PRESENCE.keepAliveMs; // the user document's, per person
  const dense = n >= POSITION_SYNC.denseFromUsers;
  let roomWrites = n * (writesPerPerson + keepAlives);
  let roomReads: number;
  let clientReads: number;
  if (dense) {
    const beats = 1000 / POSITION_SYNC.snapshotMs;
    // The ticker: one cell write per occupied cell per beat, its lease (a transaction: one read,
    // one write) and a read of the head count each beat; it reads every position write once.
    roomWrites += beats * (s.occupiedCells + 1);
    clientReads = beats * s.watchedChangingCells;
    roomReads = n * writesPerPerson + beats * 2 + n * clientReads;
  } else {
    // Every reader receives every other person's writes.
    clientReads = (n - 1) * writesPerPerson;
    roomReads = n * clientReads;
  }
  const writes = roomWrites * s.rooms;
  const reads = roomReads * s.rooms;
  return {
    writesPerSecond: writes,
    readsPerSecond: reads,
    clientReadsPerSecond: clientReads,
    usdPerAttendeeHour: priced(writes, reads, n * s.rooms),
    dense,
  };
}

/** The naive design for comparison: every client listens to its whole room, however large. */
export function naiveCost(s: Scenario): Cost {
  const n = s.perRoom;
  const writesPerPerson = 1000 / positionSyncInterval(n);
  const writes = n * (writesPerPerson + 1000 / PRESENCE.keepAliveMs) * s.rooms;
  const clientReads = (n - 1) * writesPerPerson;
  const reads = n * clientReads * s.rooms;
  return {
    writesPerSecond: writes,
    readsPerSecond: reads,
    clientReadsPerSecond: clientReads,
    usdPerAttendeeHour: priced(writes, reads, n * s.rooms),
    dense: false,
  };
}

export const SCENARIOS: readonly Scenario[] = [
  { label: '10 in one room', rooms: 1, perRoom: 10, occupiedCells: 1, watchedChangingCells: 1 },
  {
    label: '500 in one room, spread',
    rooms: 1,
    perRoom: 500,
    occupiedCells: 289,
    watchedChangingCells: 9,
  },
  {
    label: '500 in one room, clustered',
    rooms: 1,
    perRoom: 500,
    occupiedCells: 1,
    watchedChangingCells: 1,
  },
  {
    label: '10,000 in 20 rooms of 500, spread',
    rooms: 20,
    perRoom: 500,
    occupiedCells: 289,
    watchedChangingCells: 9,
  },
];

/** The model as printable lines (the bench and docs/scale.md). */
export function costTable(scenarios: readonly Scenario[] = SCENARIOS): string[] {
  const fmt = (value: number) => Math.round(value).toLocaleString('en-US');
  const usd = (value: number) => `$${value.toFixed(4)}`;
  const lines = [
    '| scenario | writes/s | reads/s | reads/s per client | $ per attendee-hour | naive reads/s per client | naive $ per attendee-hour |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of scenarios) {
    const cost = designCost(s);
    const naive = naiveCost(s);
    lines.push(
      `| ${s.label} | ${fmt(cost.writesPerSecond)} | ${fmt(cost.readsPerSecond)} | ${fmt(cost.clientReadsPerSecond)} | ${usd(cost.usdPerAttendeeHour)} | ${fmt(naive.clientReadsPerSecond)} | ${usd(naive.usdPerAttendeeHour)} |`,
    );
  }
  return lines;
}
