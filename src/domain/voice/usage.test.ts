import { describe, expect, it } from 'vitest';
import { PRESENCE } from '../constants';
import { joinConference, leaveConference, staleSessions, type OpenConference } from './usage';

const INIT = { conferenceId: 'c1', alias: 'event-1' };
const T0 = 1_700_000_000_000;
const SECOND = 1000;

function openWith(...joins: Array<[string, number]>): OpenConference {
  let open: OpenConference | null = null;
  for (const [uid, at] of joins) open = joinConference(open, INIT, uid, at);
  return open!;
}

describe('joinConference', () => {
  it('the first join opens the conference at that time', () => {
    const open = joinConference(null, INIT, 'ann', T0);
    expect(open).toEqual({
      conferenceId: 'c1',
      alias: 'event-1',
      startedMs: T0,
      lastLeftMs: T0,
      closedPresenceMs: 0,
      users: { ann: true },
      sessions: { ann: T0 },
    });
  });

  it('joining twice keeps one session, opened at the first join', () => {
    const open = openWith(['ann', T0], ['ann', T0 + 30 * SECOND]);
    expect(open.sessions).toEqual({ ann: T0 });
  });
});

describe('leaveConference', () => {
  it('leaving without a session changes nothing', () => {
    expect(leaveConference(null, 'ann', T0)).toEqual({
      open: null,
      completed: null,
      changed: false,
    });
    const open = openWith(['ann', T0]);
    expect(leaveConference(open, 'bob', T0 + SECOND)).toEqual({
      open,
      completed: null,
      changed: false,
    });
  });

  it('the conference stays open while someone is left, and adds up presence', () => {
    const open = openWith(['ann', T0], ['bob', T0 + 10 * SECOND]);
    const outcome = leaveConference(open, 'ann', T0 + 60 * SECOND);
    expect(outcome.completed).toBeNull();
    expect(outcome.open).toMatchObject({
      sessions: { bob: T0 + 10 * SECOND },
      closedPresenceMs: 60 * SECOND,
      users: { ann: true, bob: true },
    });
  });

  it('the last leave completes it: duration, user-seconds and distinct users', () => {
    let open: OpenConference | null = openWith(['ann', T0], ['bob', T0 + 10 * SECOND]);
    open = leaveConference(open, 'ann', T0 + 60 * SECOND).open;
    // Ann comes back: a second session, still one distinct user.
    open = joinConference(open, INIT, 'ann', T0 + 100 * SECOND);
    open = leaveConference(open, 'bob', T0 + 110 * SECOND).open;
    const outcome = leaveConference(open, 'ann', T0 + 130 * SECOND);
    expect(outcome.open).toBeNull();
    expect(outcome.completed).toEqual({
      conferenceId: 'c1',
      alias: 'event-1',
      startedMs: T0,
      endedMs: T0 + 130 * SECOND,
      seconds: 130,
      totalPresenceDuration: 60 + 100 + 30,
      activeUsers: 2,
    });
  });

  it('a leave stamped before the join counts zero, never negative', () => {
    const outcome = leaveConference(openWith(['ann', T0]), 'ann', T0 - 5 * SECOND);
    expect(outcome.completed).toMatchObject({ seconds: 0, totalPresenceDuration: 0 });
  });

  it('a conference ends at its latest leave even when an earlier one is recorded last', () => {
    let open: OpenConference | null = openWith(['ann', T0], ['bob', T0]);
    open = leaveConference(open, 'ann', T0 + 90 * SECOND).open;
    const outcome = leaveConference(open, 'bob', T0 + 40 * SECOND);
    expect(outcome.completed).toMatchObject({ endedMs: T0 + 90 * SECOND, seconds: 90 });
  });
});

describe('staleSessions', () => {
  const stale = PRESENCE.staleAfterMs;

  it('closes a session whose keep-alive is older than the stale limit, at the keep-alive', () => {
    const now = T0 + 10 * stale;
    const keepAlive = now - stale - 1;
    expect(staleSessions({ ann: T0 }, { ann: keepAlive }, now)).toEqual([
      { uid: 'ann', leftAtMs: keepAlive },
    ]);
  });

  it('keeps a session whose keep-alive is within the limit (the boundary included)', () => {
    const now = T0 + 10 * stale;
    expect(staleSessions({ ann: T0 }, { ann: now - stale }, now)).toEqual([]);
  });

  it('a keep-alive from before the join does not close a session that just opened', () => {
    const now = T0 + stale;
    expect(staleSessions({ ann: T0 }, { ann: T0 - stale }, now)).toEqual([]);
    expect(staleSessions({ ann: T0 }, { ann: T0 - stale }, now + 1)).toEqual([
      { uid: 'ann', leftAtMs: T0 },
    ]);
  });

  it('a person with no keep-alive at all is judged by their join time', () => {
    const now = T0 + stale + 1;
    expect(staleSessions({ ann: T0, bob: now }, {}, now)).toEqual([{ uid: 'ann', leftAtMs: T0 }]);
  });
});
