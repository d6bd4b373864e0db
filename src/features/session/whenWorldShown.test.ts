import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { whenWorldShown, type EventSessionState } from './eventSessionStore';

// Only worldShown is read: the rest of the session's state does not matter here.
const storeWith = (worldShown: boolean) =>
  createStore<EventSessionState>()(() => ({ worldShown }) as EventSessionState);

afterEach(() => vi.useRealTimers());

describe('whenWorldShown', () => {
  it('resolves at once when the world is already on screen', async () => {
    await expect(whenWorldShown(storeWith(true), 1_000)).resolves.toBeUndefined();
  });

  it('waits for the world to show', async () => {
    vi.useFakeTimers();
    const store = storeWith(false);
    let shown = false;
    void whenWorldShown(store, 8_000).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(shown).toBe(false);
    store.setState({ worldShown: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toBe(true);
  });

  it('gives up waiting after atMostMs: a world that never draws holds nothing back', async () => {
    vi.useFakeTimers();
    let shown = false;
    void whenWorldShown(storeWith(false), 8_000).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });
});
