import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TURN_TTL_SECONDS,
  iceServersAnswer,
  MAX_TURN_TTL_SECONDS,
  MIN_TURN_TTL_SECONDS,
  readIceServersConfig,
  turnCredential,
} from './turnConfig';

// Known vectors, computed outside this code:
//   printf '%s' '1700000000:alice' | openssl dgst -sha1 -hmac 'secret' -binary | base64
//   printf '%s' '1700014400:uid-42' | openssl dgst -sha1 -hmac 'menagerie-loopback-turn-test-secret' -binary | base64
const ALICE_CREDENTIAL = 'd8soP47RbdIKLDUOpnJPVQyq5Ts=';
const UID_42_CREDENTIAL = 'L+vOcrFWQyG17QQh8RXeKGNISUc=';

const TURN = {
  TURN_URLS:
    'turn:turn.example.org:3478?transport=udp, turn:turn.example.org:3478?transport=tcp,' +
    'turns:turn.example.org:443?transport=tcp',
  TURN_SECRET: 'menagerie-loopback-turn-test-secret',
};

describe('TURN credentials (the TURN REST API scheme)', () => {
  it('username `expiry:uid`, credential base64(HMAC-SHA1(secret, username))', () => {
    expect(turnCredential('secret', 'alice', 1_700_000_000)).toEqual({
      username: '1700000000:alice',
      credential: ALICE_CREDENTIAL,
    });
  });

  it('expire the configured time after now, in whole seconds', () => {
    const now = 1_700_000_000_000 + 999; // the milliseconds do not count
    const answer = iceServersAnswer(readIceServersConfig(TURN), 'uid-42', now);
    expect(answer.expiresAt).toBe((1_700_000_000 + DEFAULT_TURN_TTL_SECONDS) * 1000);
    expect(answer.iceServers.at(-1)).toEqual({
      urls: [
        'turn:turn.example.org:3478?transport=udp',
        'turn:turn.example.org:3478?transport=tcp',
        'turns:turn.example.org:443?transport=tcp',
      ],
      username: '1700014400:uid-42',
      credential: UID_42_CREDENTIAL,
    });
  });
});

describe('the ICE servers a member gets', () => {
  const NOW = 1_700_000_000_000;

  it("with TURN: STUN of the TURN hosts (coturn answers STUN), then TURN's entry", () => {
    const { iceServers, expiresAt } = iceServersAnswer(readIceServersConfig(TURN), 'u', NOW);
    expect(iceServers).toHaveLength(2);
    // One STUN URL per host and port; the TLS-only `turns:` entry gives none.
    expect(iceServers[0]).toEqual({ urls: ['stun:turn.example.org:3478'] });
    expect(iceServers[1]).toMatchObject({ username: `${expiresAt! / 1000}:u` });
  });

  it('STUN_URLS, when set, replace the derived STUN entries', () => {
    const config = readIceServersConfig({
      ...TURN,
      STUN_URLS: 'stun:stun.l.google.com:19302,stuns:stun.example.org:5349',
    });
    expect(iceServersAnswer(config, 'u', NOW).iceServers[0]).toEqual({
      urls: ['stun:stun.l.google.com:19302', 'stuns:stun.example.org:5349'],
    });
  });

  it('without TURN: STUN only, no username or credential, nothing expires', () => {
    const stunOnly = readIceServersConfig({ STUN_URLS: 'stun:stun.example.org:3478' });
    expect(iceServersAnswer(stunOnly, 'u', NOW)).toEqual({
      iceServers: [{ urls: ['stun:stun.example.org:3478'] }],
      expiresAt: null,
    });
    // TURN_URLS without the secret mints nothing: STUN of its hosts only, and it is reported.
    const noSecret = readIceServersConfig({ TURN_URLS: TURN.TURN_URLS, TURN_SECRET: ' ' });
    expect(iceServersAnswer(noSecret, 'u', NOW)).toEqual({
      iceServers: [{ urls: ['stun:turn.example.org:3478'] }],
      expiresAt: null,
    });
    expect(noSecret.problems).toEqual([
      'TURN_URLS is set but TURN_SECRET is not: no TURN credentials are minted',
    ]);
    // The secret alone is no TURN server either.
    expect(readIceServersConfig({ TURN_SECRET: 's' }).turn).toBeNull();
  });

  it('nothing configured: an empty list, nothing expires', () => {
    expect(iceServersAnswer(readIceServersConfig({}), 'u', NOW)).toEqual({
      iceServers: [],
      expiresAt: null,
    });
    expect(readIceServersConfig({}).problems).toEqual([]);
  });
});

describe('the configuration read from the environment', () => {
  it('drops entries of a wrong scheme and reports them', () => {
    const config = readIceServersConfig({
      ...TURN,
      TURN_URLS: 'turn:a.example:3478, stun:a.example:3478,https://a.example, turn:,,',
      STUN_URLS: 'stun:s.example:3478,turn:s.example:3478',
    });
    expect(config.turn?.urls).toEqual(['turn:a.example:3478']);
    expect(config.stunUrls).toEqual(['stun:s.example:3478']);
    expect(config.problems).toEqual([
      'TURN_URLS: ignored "stun:a.example:3478", "https://a.example", "turn:" (not a turn: or turns: URL)',
      'STUN_URLS: ignored "turn:s.example:3478" (not a stun: or stuns: URL)',
    ]);
    // Only wrong entries: no TURN at all.
    expect(readIceServersConfig({ ...TURN, TURN_URLS: 'stun:a.example' }).turn).toBeNull();
  });

  it('TURN_TTL_SECONDS: 4 hours by default, clamped to 10 min .. 48 h', () => {
    const ttl = (value?: string) =>
      readIceServersConfig({ ...TURN, TURN_TTL_SECONDS: value }).turn?.ttlSeconds;
    expect(DEFAULT_TURN_TTL_SECONDS).toBe(4 * 60 * 60);
    expect(ttl()).toBe(DEFAULT_TURN_TTL_SECONDS);
    expect(ttl(' 3600 ')).toBe(3600);
    expect(ttl('5')).toBe(MIN_TURN_TTL_SECONDS);
    expect(ttl('999999')).toBe(MAX_TURN_TTL_SECONDS);
    expect([MIN_TURN_TTL_SECONDS, MAX_TURN_TTL_SECONDS]).toEqual([600, 172_800]);
    expect(ttl('2h')).toBe(DEFAULT_TURN_TTL_SECONDS);
    expect(readIceServersConfig({ ...TURN, TURN_TTL_SECONDS: '5' }).problems).toEqual([
      'TURN_TTL_SECONDS: 5 clamped to 600',
    ]);
    const now = 1_800_000_000_000;
    const hour = readIceServersConfig({ ...TURN, TURN_TTL_SECONDS: '3600' });
    expect(iceServersAnswer(hour, 'u', now).expiresAt).toBe(now + 3600 * 1000);
  });
});
