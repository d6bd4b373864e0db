import { describe, expect, it } from 'vitest';
import { canJoinWithName } from './names';
import { isShownOnline, isStale } from './presence';
import { eventDisplayName } from './events';

describe('names and presence', () => {
  it('needs a non-empty name of at most 48 characters', () => {
    expect(canJoinWithName('')).toBe(false);
    expect(canJoinWithName('   ')).toBe(false);
    expect(canJoinWithName('Ada')).toBe(true);
    expect(canJoinWithName('x'.repeat(48))).toBe(true);
    expect(canJoinWithName('x'.repeat(49))).toBe(false);
  });
  it('marks users stale after two minutes without a keep-alive', () => {
    expect(isStale(0, 120_000)).toBe(false);
    expect(isStale(0, 120_001)).toBe(true);
    expect(isStale(null, 0)).toBe(true);
    expect(isShownOnline({ online: true, lastKeepAliveMs: 0 }, 1000)).toBe(true);
    expect(isShownOnline({ online: true, banned: true, lastKeepAliveMs: 0 }, 1000)).toBe(false);
  });
  it('names events by name, else slug, else id', () => {
    expect(eventDisplayName({ id: 'e1', name: 'Party', slug: 'p' })).toBe('Party');
    expect(eventDisplayName({ id: 'e1', name: null, slug: 'p' })).toBe('Event /p');
    expect(eventDisplayName({ id: 'e1', name: null, slug: null })).toBe('e1');
  });
});
