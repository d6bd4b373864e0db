// audio-getIceServers: STUN and short-lived TURN credentials for peer-to-peer voice, members
// only. The emulator reads TURN_URLS and TURN_SECRET from functions/.env.demo-menagerie (a
// loopback test secret); the answers without TURN (STUN only, nothing) are unit-tested in
// functions/src/audio/turnConfig.test.ts, since the emulator's environment is fixed. Where
// coturn is installed, the minted credential is also put to coturn itself (its client tool,
// turnutils_uclient, allocates relays with it), as a deployment's TURN server would check it.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCoturn, TURN_TEST, turnserverPath } from '../../scripts/turn/coturn.mjs';
import {
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

interface IceAnswer {
  iceServers: { urls: string[]; username?: string; credential?: string }[];
  expiresAt: number | null;
}

const TURN_URLS = ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'];
const FOUR_HOURS_MS = 4 * 60 * 60 * 1000;

let creator: Client;
let attendee: Client;
let outsider: Client;
let banned: Client;
let ungranted: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, attendee, outsider, banned, ungranted] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  await warmUp(attendee, { 'audio-getIceServers': { eventId: 'warm-up-missing-event' } });
}, 60_000);
afterAll(closeClients);

beforeEach(async () => {
  event = await createEventFixture({ creatorId: creator.uid });
  await Promise.all([
    setMember(event.eventId, attendee.uid, { granted: true }),
    setMember(event.eventId, banned.uid, { granted: true, banned: true }),
    setMember(event.eventId, ungranted.uid, { granted: false }),
  ]);
});

const getIceServers = (client: Pick<Client, 'call'>, payload: unknown) =>
  client.call<IceAnswer>('audio-getIceServers', payload);

/** The TURN entry of an answer (the one with a credential). */
function turnEntry(answer: IceAnswer) {
  const entry = answer.iceServers.find((server) => server.credential !== undefined);
  expect(entry, JSON.stringify(answer)).toBeDefined();
  return entry as Required<IceAnswer['iceServers'][number]>;
}

/** Allocates TURN relays on the loopback coturn with a username and credential (exit 0: ok). */
function coturnAllocates(username: string, credential: string, tcp: boolean): boolean {
  const args = ['-y', '-c', '-n', '1', '-m', '1', '-u', username, '-w', credential];
  args.push('-p', String(TURN_TEST.port), ...(tcp ? ['-t'] : []), TURN_TEST.host);
  const run = spawnSync('turnutils_uclient', args, { encoding: 'utf8', timeout: 15_000 });
  return run.status === 0;
}

describe('audio-getIceServers', () => {
  it("gives a member the TURN server's STUN and a TURN credential of theirs for 4 hours", async () => {
    const before = Date.now();
    const answer = await getIceServers(attendee, { eventId: event.eventId });
    expect(answer.iceServers).toEqual([
      { urls: ['stun:127.0.0.1:3478'] },
      { urls: TURN_URLS, username: expect.any(String), credential: expect.any(String) },
    ]);
    const { username, credential } = turnEntry(answer);
    const [expiry, uid] = username.split(':');
    expect(uid).toBe(attendee.uid);
    expect(Number(expiry) * 1000).toBe(answer.expiresAt);
    expect(Math.abs(answer.expiresAt! - (before + FOUR_HOURS_MS))).toBeLessThan(120_000);
    // The TURN REST API credential, checked with the test secret as coturn would check it.
    const expected = createHmac('sha1', TURN_TEST.secret).update(username).digest('base64');
    expect(credential).toBe(expected);
    // The shared secret itself never leaves the function.
    expect(JSON.stringify(answer)).not.toContain(TURN_TEST.secret);
    // The creator is a member too, and gets a credential of their own.
    expect(turnEntry(await getIceServers(creator, { eventId: event.eventId })).username).toMatch(
      new RegExp(`^\\d+:${creator.uid}$`),
    );
  });

  // Skipped only on a developer's machine without coturn: CI installs it (.ci/run), so there a
  // missing server fails here instead of passing unseen.
  it.skipIf(!turnserverPath() && !process.env.CI)(
    'coturn relays with the credential (UDP and TCP) and refuses it for another user',
    async () => {
      const { username, credential } = turnEntry(
        await getIceServers(attendee, { eventId: event.eventId }),
      );
      const coturn = await startCoturn();
      try {
        expect(coturnAllocates(username, credential, false), coturn.log()).toBe(true);
        expect(coturnAllocates(username, credential, true), coturn.log()).toBe(true);
        const [expiry] = username.split(':');
        expect(coturnAllocates(`${expiry}:${outsider.uid}`, credential, false)).toBe(false);
      } finally {
        await coturn.stop();
      }
    },
    60_000,
  );

  it('refuses signed-out callers, non-members, banned and ungranted members', async () => {
    await expectCallError(
      getIceServers(anonymousClient(), { eventId: event.eventId }),
      'unauthenticated',
    );
    for (const client of [outsider, banned, ungranted]) {
      await expectCallError(
        getIceServers(client, { eventId: event.eventId }),
        'permission-denied',
        {
          reason: 'not_event_member',
        },
      );
    }
  });

  it('answers invalid-argument for a malformed payload and not-found for a missing event', async () => {
    for (const payload of [
      {},
      { eventId: '' },
      { eventId: 'a/b' },
      { eventId: event.eventId, x: 1 },
    ]) {
      await expectCallError(getIceServers(attendee, payload), 'invalid-argument');
    }
    await expectCallError(getIceServers(attendee, { eventId: 'no-such-event' }), 'not-found');
  });
});
