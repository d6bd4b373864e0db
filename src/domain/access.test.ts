import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessFacts } from './access';

function facts(
  overrides: Partial<AccessFacts['event']> = {},
  rest: Partial<AccessFacts> = {},
): AccessFacts {
  return {
    event: {
      exists: true,
      archived: false,
      isClosed: false,
      accessType: 'public',
      creatorId: 'creator',
      ...overrides,
    },
    restricted: { eventPassword: 'secret', approvedEmails: ['Invited@Example.com'] },
    member: null,
    user: { uid: 'u1', email: 'someone@example.com', staff: false },
    ...rest,
  };
}

describe('access gate', () => {
  it('admits anyone to a public open event', () => {
    expect(decideAccess(facts())).toEqual({ granted: true });
  });
  it('refuses missing and archived events', () => {
    expect(decideAccess(facts({ exists: false }))).toEqual({
      granted: false,
      reason: 'event_doesnt_exist',
    });
    expect(decideAccess(facts({ archived: true }))).toEqual({
      granted: false,
      reason: 'event_archived',
    });
  });
  it('refuses banned members', () => {
    const member = { banned: true, earlyAccess: false, roles: {}, granted: true };
    expect(decideAccess(facts({}, { member }))).toEqual({ granted: false, reason: 'user_banned' });
  });
  it('admits only organisers and early-access users to a closed event', () => {
    expect(decideAccess(facts({ isClosed: true }))).toEqual({
      granted: false,
      reason: 'event_closed',
    });
    const early = { banned: false, earlyAccess: true, roles: {}, granted: false };
    expect(decideAccess(facts({ isClosed: true }, { member: early }))).toEqual({ granted: true });
    const organiser = {
      banned: false,
      earlyAccess: false,
      roles: { eventOrganiser: true },
      granted: false,
    };
    expect(decideAccess(facts({ isClosed: true }, { member: organiser }))).toEqual({
      granted: true,
    });
    const creator = { uid: 'creator', email: null, staff: false };
    expect(decideAccess(facts({ isClosed: true }, { user: creator }))).toEqual({ granted: true });
  });
  it('asks for the password, then checks it', () => {
    expect(decideAccess(facts({ accessType: 'password' }))).toEqual({
      granted: false,
      reason: 'password_required',
    });
    expect(decideAccess(facts({ accessType: 'password' }, { eventPassword: 'nope' }))).toEqual({
      granted: false,
      reason: 'incorrect_password',
    });
    expect(decideAccess(facts({ accessType: 'password' }, { eventPassword: 'secret' }))).toEqual({
      granted: true,
    });
  });
  it('admits invited e-mails only, ignoring case', () => {
    expect(decideAccess(facts({ accessType: 'invite' }))).toEqual({
      granted: false,
      reason: 'invite_required',
    });
    const invited = { uid: 'u2', email: 'invited@example.com', staff: false };
    expect(decideAccess(facts({ accessType: 'invite' }, { user: invited }))).toEqual({
      granted: true,
    });
  });
});
