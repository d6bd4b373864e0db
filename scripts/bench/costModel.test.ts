import { describe, expect, it } from 'vitest';
import { costTable, designCost, naiveCost, PRICES, SCENARIOS, type Scenario } from './costModel';

const room = (perRoom: number, extra: Partial<Scenario> = {}): Scenario => ({
  label: `${perRoom}`,
  rooms: 1,
  perRoom,
  occupiedCells: 1,
  watchedChangingCells: 1,
  ...extra,
});

describe('position sync cost model', () => {
  it('prices a sparse room of 10: every reader receives the other nine at 2 writes a second', () => {
    const cost = designCost(room(10));
    expect(cost.dense).toBe(false);
    expect(cost.clientReadsPerSecond).toBe(18);
    expect(cost.readsPerSecond).toBe(180);
    expect(cost.writesPerSecond).toBeCloseTo(10 * (2 + 1 / 60));
    const perHour = ((cost.writesPerSecond * PRICES.write + 180 * PRICES.read) * 3600) / 100_000;
    expect(cost.usdPerAttendeeHour).toBeCloseTo(perHour / 10);
  });

  it('keeps a dense reader at most 9 documents a second however many share the room', () => {
    for (const perRoom of [40, 200, 500, 5000]) {
      expect(designCost(room(perRoom, { watchedChangingCells: 9 })).clientReadsPerSecond).toBe(9);
    }
    expect(naiveCost(room(500)).clientReadsPerSecond).toBe(499);
  });

  it('adds the ticker: a write per occupied cell a beat, its lease, and one read of each move', () => {
    const clustered = designCost(room(500));
    const spread = designCost(room(500, { occupiedCells: 289 }));
    expect(spread.writesPerSecond - clustered.writesPerSecond).toBeCloseTo(288);
    expect(clustered.readsPerSecond).toBe(500 + 2 + 500);
  });

  it('makes 500 in a room far cheaper than listening to the whole room', () => {
    const s = room(500, { watchedChangingCells: 9 });
    expect(designCost(s).usdPerAttendeeHour).toBeLessThan(naiveCost(s).usdPerAttendeeHour / 10);
  });

  it('prints one row per scenario', () => {
    expect(costTable()).toHaveLength(SCENARIOS.length + 2);
  });
});
