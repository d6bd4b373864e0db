import { describe, expect, it } from 'vitest';
import { accountEventEntry, accountEvents } from './accountEvents';

describe("a profile's event maps", () => {
  it('list by key, with the default slug, and old `true` entries by id', () => {
    expect(
      accountEvents({
        zed: { name: 'Zed', slug: 'zed-party' },
        abc: true,
        mid: { name: '', slug: 'mid' },
      }),
    ).toEqual([
      { eventId: 'abc', name: '', slug: 'abc' },
      { eventId: 'mid', name: '', slug: 'mid' },
      { eventId: 'zed', name: 'Zed', slug: 'zed-party' },
    ]);
    expect(accountEvents(undefined)).toEqual([]);
    expect(accountEvents(['x'])).toEqual([]);
  });

  it('store the default slug, whose URL outlives renames', () => {
    expect(accountEventEntry({ name: 'Party', slug: 'new-url', defaultSlug: 'party' })).toEqual({
      name: 'Party',
      slug: 'party',
    });
    expect(accountEventEntry({ slug: 'only' })).toEqual({ name: '', slug: 'only' });
  });
});
