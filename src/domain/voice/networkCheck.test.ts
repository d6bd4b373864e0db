import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  NETWORK_CHECK_TEXT,
  networkVerdict,
  parseCandidateLine,
  verdictSettled,
  type GatheredCandidate,
  type NetworkVerdict,
} from './networkCheck';

const privateHost: GatheredCandidate = { type: 'host', address: '192.168.1.20' };
const mdnsHost: GatheredCandidate = { type: 'host', address: '4f1c2a9e-1b2c.local' };
const publicHost: GatheredCandidate = { type: 'host', address: '198.51.100.7' };
const srflx: GatheredCandidate = { type: 'srflx', address: '203.0.113.9' };
const prflx: GatheredCandidate = { type: 'prflx', address: '203.0.113.10' };
const relay: GatheredCandidate = { type: 'relay', address: '127.0.0.1' };

describe('the network check verdict (decision table)', () => {
  const rows: [string, boolean, GatheredCandidate[], NetworkVerdict][] = [
    // what was gathered, servers offered, candidates, verdict
    ['srflx beside relay', true, [privateHost, srflx, relay], 'direct'],
    ['srflx alone', true, [srflx], 'direct'],
    ['prflx', true, [privateHost, prflx], 'direct'],
    ['a public host address, no servers', false, [publicHost], 'direct'],
    ['a public host address beside relay', true, [publicHost, relay], 'direct'],
    ['relay and a private host', true, [privateHost, relay], 'relayOnly'],
    ['relay alone (relay-only policy)', true, [relay], 'relayOnly'],
    ['private and mDNS hosts, servers offered', true, [privateHost, mdnsHost], 'blocked'],
    ['nothing, servers offered', true, [], 'blocked'],
    ['private hosts, no servers', false, [privateHost, mdnsHost], 'unchecked'],
    ['nothing, no servers', false, [], 'unchecked'],
    ['a host without an address', true, [{ type: 'host', address: null }], 'blocked'],
  ];
  it.each(rows)('%s', (_label, serversOffered, candidates, verdict) => {
    expect(networkVerdict({ serversOffered, candidates })).toBe(verdict);
  });

  it('settles early only on a directly reachable candidate', () => {
    expect(verdictSettled([privateHost, relay])).toBe(false);
    expect(verdictSettled([privateHost, srflx])).toBe(true);
    expect(verdictSettled([publicHost])).toBe(true);
  });
});

describe('the sentences', () => {
  it('tells a blocked network what to ask for, word for word', () => {
    expect(NETWORK_CHECK_TEXT.blocked).toBe(
      'Your network blocks calls; ask your network administrator to allow UDP 3478 or TCP 443.',
    );
  });

  it('says each verdict in one sentence', () => {
    for (const text of Object.values(NETWORK_CHECK_TEXT)) {
      expect(text.match(/[.…]/g)?.length, text).toBe(1);
      expect(text.endsWith('.') || text.endsWith('…'), text).toBe(true);
    }
  });
});

describe('public addresses', () => {
  it.each([
    ['8.8.8.8', true],
    ['198.51.100.7', true],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.0.5', false],
    ['127.0.0.1', false],
    ['169.254.10.10', false],
    ['100.64.0.1', false],
    ['100.128.0.1', true],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['256.1.1.1', false],
    ['abcd.local', false],
    ['::1', false],
    ['fe80::1%eth0', false],
    ['fd12:3456::1', false],
    ['2a00:1450:4001::200e', true],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.4.4', true],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('candidate lines', () => {
  it('reads the type and the address', () => {
    expect(
      parseCandidateLine(
        'candidate:842163049 1 udp 1677729535 203.0.113.9 54321 typ srflx raddr 0.0.0.0 rport 0',
      ),
    ).toEqual({ type: 'srflx', address: '203.0.113.9' });
    expect(
      parseCandidateLine('a=candidate:1 1 tcp 1518280447 10.0.0.2 9 typ host tcptype active'),
    ).toEqual({ type: 'host', address: '10.0.0.2' });
  });

  it('refuses what is not a candidate line', () => {
    expect(parseCandidateLine('')).toBeNull();
    expect(parseCandidateLine('candidate:1 1 udp 1 10.0.0.2 9 typ weird')).toBeNull();
    expect(parseCandidateLine('m=audio 9 UDP/TLS/RTP/SAVPF 111')).toBeNull();
  });
});
