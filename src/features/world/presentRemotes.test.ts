import { describe, expect, it } from 'vitest';
import { PRESENCE } from '../../domain/constants';
import { presentRemotes } from './presentRemotes';
import { createRemote } from './remoteAvatars';

const at = (uid: string, t: number | null) =>
  createRemote(
    {
      uid,
      animal: 'fox',
      name: uid,
      muted: false,
      reaction: '',
      hand: false,
      x: 0,
      y: 0,
      angle: 0,
      t,
      interval: 500,
    },
    0,
  );

describe('presentRemotes', () => {
  it('keeps people whose position is fresh and leaves out stale ones (ghosts)', () => {
    const now = 1_000_000;
    const remotes = [
      at('here', now - 1000),
      at('ghost', now - PRESENCE.staleAfterMs - 1),
      at('unknown', null),
    ];
    expect(presentRemotes(remotes, now).map((r) => r.id)).toEqual(['here']);
  });
});
