// The documents the rules tests start from: the demo event with a member for every event role,
// rooms, an instance, positions, in-event users, chat, reactions, video playback and a voice
// signal; plus the site-level documents (siteFixtures.ts). Written in one batch.
import { doc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { memberFixture, UID } from './rulesEnv';
import { siteFixtures, type Fixtures } from './siteFixtures';
import { eventDoc, eventUserDoc } from '../../src/domain/protocol/paths';

export const EVENT_ID = 'demo';
export const OTHER_EVENT_ID = 'other-event';
export const ROOM_ID = '_main';
/** A second room, which (unlike '_main') organisers may delete. */
export const HALL_ID = 'hall';
const CREATOR_UID = UID.creator;
export const EVENT_PATH = eventDoc(EVENT_ID);

export const PAST = Timestamp.fromDate(new Date('2024-01-01T00:00:00Z'));

export function eventUserFixture(
  name: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name,
    sessionId: `session-${name}`,
    avatar: 'fox',
    currentRoom: ROOM_ID,
    online: true,
    lastKeepAlive: PAST,
    potentiallyOfflineTimestamp: null,
    audio: { muted: false, micEnabled: true },
    mutedTemporarily: false,
    desiredChannelId: null,
    ...overrides,
  };
}

export function positionFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    x: 512,
    y: 512,
    angle: 0,
    interval: 500,
    cell: '8_8',
    name: 'Attendee',
    animal: 'fox',
    muted: false,
    reaction: '',
    hand: false,
    t: PAST,
    ...overrides,
  };
}

export function instanceFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    assetId: 'signPost',
    assetType: 'interactive',
    x: 10,
    y: 20,
    angle: 0,
    created: PAST,
    props: { _label: 'Welcome', _message: 'Read me' },
    ...overrides,
  };
}

/** The public event document as event-createNewEvent writes it. */
export function eventFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Demo',
    slug: 'demo',
    defaultSlug: 'demo',
    creatorId: CREATOR_UID,
    paymentPointer: '$pay.example/demo',
    access: { isClosed: false, publicEditingEnabled: false, accessType: 'public' },
    config: { instancingEnabled: false, inviteUsersPromptDismissed: false },
    eventStage: { participants: {} },
    archived: false,
    audioUsage: { totalMinutes: 0 },
    connectedSubscription: null,
    ...overrides,
  };
}

/** Members of the demo event: the plain ones and one per explicit role. */
function memberFixtures(event: string): Fixtures {
  const role = (flag: string) => memberFixture({ roles: { [flag]: true } });
  return [
    [`${event}/members/${UID.attendee}`, memberFixture()],
    [`${event}/members/${UID.anonymous}`, memberFixture()],
    [`${event}/members/${UID.banned}`, memberFixture({ banned: true })],
    [`${event}/members/not-granted`, memberFixture({ granted: false })],
    [`${event}/members/${UID.roomEditor}`, role('roomEditor')],
    [`${event}/members/${UID.speaker}`, role('stageSpeaker')],
    [`${event}/members/${UID.videoController}`, role('videoController')],
    [`${event}/members/${UID.organiser}`, role('eventOrganiser')],
    [`${event}/members/${UID.admin}`, role('admin')],
    // Banned, ungranted or role-less documents with roles confer nothing.
    ['events/demo/members/banned-admin', memberFixture({ banned: true, roles: { admin: true } })],
    [
      'events/demo/members/ungranted-admin',
      memberFixture({ granted: false, roles: { admin: true } }),
    ],
  ];
}

function eventFixtures(): Fixtures {
  const event = EVENT_PATH;
  const room = `${event}/rooms/${ROOM_ID}`;
  return [
    [event, eventFixture()],
    [`${event}/restricted/access`, { eventPassword: 'secret', approvedEmails: [] }],
    [`${event}/restricted/other`, { note: 'not a known document' }],
    ...memberFixtures(event),
    [`${event}/users/${UID.attendee}`, eventUserFixture('Attendee')],
    [`${event}/users/${UID.anonymous}`, eventUserFixture('Visitor')],
    [`${event}/users/bot-1`, eventUserFixture('Bot', { isBot: true })],
    [room, { name: 'Main', audioAttenuation: 0.5, audioRolloff: 16 }],
    [`${event}/rooms/${HALL_ID}`, { name: 'Hall', audioAttenuation: null, audioRolloff: null }],
    [`${room}/instances/sign-1`, instanceFixture()],
    [`${room}/positions/${UID.attendee}`, positionFixture()],
    [`${room}/positions/${UID.anonymous}`, positionFixture({ cell: '0_0' })],
    [
      `${event}/messages/msg-1`,
      {
        message: 'Hello',
        author: UID.attendee,
        authorName: 'Attendee',
        timestamp: PAST,
        removed: false,
        bannedAuthor: false,
      },
    ],
    [`${event}/reactions/${UID.attendee}`, { reaction: 'wave', timestamp: PAST }],
    [
      `${event}/videos/video-1`,
      { currentTime: { value: 10, serverTs: PAST, userTs: 1000 }, completed: false },
    ],
    [`${event}/signals/sig-1`, { from: UID.anonymous, to: UID.attendee, type: 'offer' }],
    // Everyone holds a voice seat (audio-joinEventConference), so the signal rules test
    // membership; quota.test.ts takes seats away.
    [
      `conferences/${EVENT_ID}`,
      { voiceSeats: Object.fromEntries(Object.values(UID).map((uid) => [uid, EVENT_ID])) },
    ],
    [`${event}/restrictedUsers/x`, { a: 1 }],
    [`${event}/unknown/x`, { a: 1 }],
    [eventDoc(OTHER_EVENT_ID), { name: 'Other', slug: 'other', creatorId: 'someone-else' }],
    [eventUserDoc(OTHER_EVENT_ID, 'someone'), eventUserFixture('Someone')],
  ];
}

/** Writes fixtures in batches (Firestore allows 500 writes per batch). */
async function writeFixtures(db: Firestore, fixtures: Fixtures): Promise<void> {
  for (let i = 0; i < fixtures.length; i += 500) {
    const batch = writeBatch(db);
    for (const [path, data] of fixtures.slice(i, i + 500)) batch.set(doc(db, path), data);
    await batch.commit();
  }
}

export async function seedWorld(db: Firestore): Promise<void> {
  await writeFixtures(db, [...siteFixtures(), ...eventFixtures()]);
}
