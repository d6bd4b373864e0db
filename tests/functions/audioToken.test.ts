// audio-getToken: LiveKit tokens minted with livekit-server-sdk for members. The emulator reads
// the LiveKit settings from functions/.env.demo-menagerie (the public `livekit-server --dev`
// key pair); the unconfigured answer is unit-tested in functions/src/audio/liveKitConfig.test.ts.
// No LiveKit server runs here: the token is checked as LiveKit would, signature and claims.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture, setMember, type EventFixture } from './support/fixtures';

const LIVEKIT = { url: 'ws://127.0.0.1:7880', apiKey: 'devkey', apiSecret: 'secret' };

interface TokenAnswer {
  token: string;
  url: string;
  roomName: string;
  identity: string;
}

interface LiveKitClaims {
  iss: string;
  sub: string;
  nbf: number;
  exp: number;
  video: Record<string, unknown>;
}

/** Verifies the HS256 signature with the configured secret and returns the claims. */
function verifiedClaims(token: string): LiveKitClaims {
  const [header, payload, signature] = token.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  const expected = createHmac('sha256', LIVEKIT.apiSecret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  expect(signature).toBe(expected);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as LiveKitClaims;
}

let creator: Client;
let attendee: Client;
let outsider: Client;
let banned: Client;
let ungranted: Client;
let speaker: Client;
let event: EventFixture;

beforeAll(async () => {
  [creator, attendee, outsider, banned, ungranted, speaker] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  await warmUp(attendee, { 'audio-getToken': { eventId: 'warm-up-missing-event' } });
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

const getToken = (client: Client, payload: Record<string, unknown>) =>
  client.call<TokenAnswer>('audio-getToken', payload);

describe('audio-getToken', () => {
  it("mints a token for the event's room: identity, room and full grants", async () => {
    const answer = await getToken(attendee, { eventId: event.eventId });
    expect(answer).toMatchObject({
      url: LIVEKIT.url,
      roomName: event.eventId,
      identity: attendee.uid,
    });
    const claims = verifiedClaims(answer.token);
    expect(claims.iss).toBe(LIVEKIT.apiKey);
    expect(claims.sub).toBe(attendee.uid);
    expect(claims.video).toEqual({
      room: event.eventId,
      roomJoin: true,
      canSubscribe: true,
      canPublish: true,
      canPublishData: true,
    });
    expect(claims.exp - claims.nbf).toBe(4 * 60 * 60);
    expect(Math.abs(claims.nbf - Date.now() / 1000)).toBeLessThan(120);
  });

  it('a channel zone gets its own room, event:channel', async () => {
    const answer = await getToken(creator, { eventId: event.eventId, channelId: 'zone-1' });
    expect(answer.roomName).toBe(`${event.eventId}:zone-1`);
    expect(verifiedClaims(answer.token).video.room).toBe(`${event.eventId}:zone-1`);
    // null means no channel, as the SDK may send it.
    const room = await getToken(creator, { eventId: event.eventId, channelId: null });
    expect(room.roomName).toBe(event.eventId);
  });

  it('a temporarily muted user may listen but gets no publish grant', async () => {
    await adminDb
      .doc(`events/${event.eventId}/users/${attendee.uid}`)
      .set({ name: 'Muted', mutedTemporarily: true });
    const claims = verifiedClaims((await getToken(attendee, { eventId: event.eventId })).token);
    expect(claims.video).toMatchObject({ roomJoin: true, canSubscribe: true, canPublish: false });
    // Cleared by the admin: publishing again.
    await adminDb
      .doc(`events/${event.eventId}/users/${attendee.uid}`)
      .update({ mutedTemporarily: false });
    const again = verifiedClaims((await getToken(attendee, { eventId: event.eventId })).token);
    expect(again.video.canPublish).toBe(true);
  });

  it("while 'Mute attendees' is on, attendees get no publish grant and speakers keep theirs", async () => {
    await setMember(event.eventId, speaker.uid, { granted: true, roles: { stageSpeaker: true } });
    await adminDb.doc(`events/${event.eventId}`).update({ attendeesMuted: true });
    const canPublish = async (client: Client) =>
      verifiedClaims((await getToken(client, { eventId: event.eventId })).token).video.canPublish;
    expect(await canPublish(attendee)).toBe(false);
    expect(await canPublish(speaker)).toBe(true);
    // The creator is an organiser, and organisers are speakers.
    expect(await canPublish(creator)).toBe(true);
    await adminDb.doc(`events/${event.eventId}`).update({ attendeesMuted: false });
    expect(await canPublish(attendee)).toBe(true);
  });

  it('refuses non-members, banned and ungranted members', async () => {
    for (const client of [outsider, banned, ungranted]) {
      await expectCallError(getToken(client, { eventId: event.eventId }), 'permission-denied', {
        reason: 'not_event_member',
      });
    }
  });

  it('answers invalid-argument for a malformed channel and not-found for a missing event', async () => {
    for (const channelId of ['a/b', 'a:b', '', 'x'.repeat(65)]) {
      await expectCallError(
        getToken(attendee, { eventId: event.eventId, channelId }),
        'invalid-argument',
        { fields: ['channelId'] },
      );
    }
    await expectCallError(getToken(attendee, { eventId: 'no-such-event' }), 'not-found');
  });
});
