import { describe, expect, it } from 'vitest';
import { LINK_SETUP, linkSetupVerdict, type LinkSetupFacts } from './linkSetup';

const checking: LinkSetupFacts = {
  elapsedMs: LINK_SETUP.quietMs,
  answered: true,
  localCandidates: 2,
  remoteCandidates: 3,
  state: 'connecting',
};

describe('a new link’s set-up', () => {
  it('waits on a link whose ICE is checking, until the longer limit', () => {
    expect(linkSetupVerdict(checking)).toEqual({
      waitMs: LINK_SETUP.checkingMs - LINK_SETUP.quietMs,
    });
    expect(linkSetupVerdict({ ...checking, elapsedMs: LINK_SETUP.checkingMs })).toBe('fail');
  });

  it('fails at the first check a peer that never answered, or a link with nothing to check', () => {
    expect(linkSetupVerdict({ ...checking, answered: false })).toBe('fail');
    expect(linkSetupVerdict({ ...checking, localCandidates: 0 })).toBe('fail');
    expect(linkSetupVerdict({ ...checking, remoteCandidates: 0 })).toBe('fail');
  });

  it('fails a link whose ICE failed or that was closed', () => {
    expect(linkSetupVerdict({ ...checking, state: 'failed' })).toBe('fail');
    expect(linkSetupVerdict({ ...checking, state: 'closed' })).toBe('fail');
  });
});
