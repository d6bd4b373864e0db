import { describe, expect, it } from 'vitest';
import {
  CANNOT_CONNECT_AFTER_MS,
  linkPhase,
  linksConnection,
  personAudioState,
  type PeerLinkState,
  type PersonAudioFacts,
} from './peerAudio';

const link = (phase: PeerLinkState['phase'], route: PeerLinkState['route'] = null) => ({
  phase,
  route,
  cause: null,
});

describe('linkPhase', () => {
  it('is connected, queued, connecting, then failed after the grace period', () => {
    const base = { connected: false, queued: false, answered: true, unconnectedSince: 1_000 };
    expect(linkPhase({ ...base, connected: true, now: 99_999 })).toBe('connected');
    expect(linkPhase({ ...base, queued: true, now: 99_999 })).toBe('queued');
    expect(linkPhase({ ...base, now: 1_000 + CANNOT_CONNECT_AFTER_MS - 1 })).toBe('connecting');
    expect(linkPhase({ ...base, now: 1_000 + CANNOT_CONNECT_AFTER_MS })).toBe('failed');
  });

  it('is unanswered, not failed, when the person never answered the signalling', () => {
    const base = { connected: false, queued: false, answered: false, unconnectedSince: 0 };
    expect(linkPhase({ ...base, now: CANNOT_CONNECT_AFTER_MS - 1 })).toBe('connecting');
    expect(linkPhase({ ...base, now: CANNOT_CONNECT_AFTER_MS })).toBe('unanswered');
  });
});

describe('linksConnection (the badge)', () => {
  it('says connected only when a planned link is up or nobody is in earshot', () => {
    expect(linksConnection(true, [])).toBe('connected');
    expect(linksConnection(true, ['connecting', 'connected'])).toBe('connected');
    expect(linksConnection(true, ['connecting'])).toBe('connecting');
    expect(linksConnection(true, ['queued'])).toBe('connecting');
    expect(linksConnection(true, ['failed', 'connecting'])).toBe('connecting');
    expect(linksConnection(true, ['failed', 'failed'])).toBe('failed');
    // People who never answered (closed tabs): nothing carries, nothing to mend.
    expect(linksConnection(true, ['unanswered'])).toBe('connecting');
    expect(linksConnection(true, ['unanswered', 'connected'])).toBe('connected');
  });

  it('is connecting while signalling is not up, whatever the links', () => {
    expect(linksConnection(false, [])).toBe('connecting');
    expect(linksConnection(false, ['connected'])).toBe('connecting');
  });
});

describe('personAudioState (decision table)', () => {
  const facts = (over: Partial<PersonAudioFacts>): PersonAudioFacts => ({
    heard: true,
    link: null,
    engineConnected: true,
    muted: false,
    otherChannel: false,
    ...over,
  });
  const rows: [Partial<PersonAudioFacts>, string][] = [
    [{ heard: false }, 'far'],
    [{ heard: false, otherChannel: true }, 'otherChannel'],
    [{ heard: false, muted: true }, 'far'],
    [{ link: link('connecting') }, 'connecting'],
    [{ link: link('connecting'), muted: true }, 'connecting'],
    [{ link: link('queued') }, 'queued'],
    [{ link: link('failed') }, 'cannotConnect'],
    [{ link: link('failed'), muted: true }, 'cannotConnect'],
    [{ link: link('unanswered') }, 'notInVoice'],
    [{ link: link('connected', 'direct') }, 'connected'],
    [{ link: link('connected', 'relayed') }, 'relayed'],
    [{ link: link('connected', 'relayed'), muted: true }, 'muted'],
    // An engine without per-link facts (livekit): the engine's own state.
    [{ link: null, engineConnected: true }, 'connected'],
    [{ link: null, engineConnected: false }, 'connecting'],
  ];
  it.each(rows)('%o → %s', (over, expected) => {
    expect(personAudioState(facts(over))).toBe(expected);
  });
});
