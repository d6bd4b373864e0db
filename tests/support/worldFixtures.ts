// The documents the rules tests start from: the demo event with its members, a room, an
// instance, positions, in-event users, plus the site-level documents.
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { memberFixture, UID } from './rulesEnv';

export const EVENT_ID = 'demo';
export const OTHER_EVENT_ID = 'other-event';
export const ROOM_ID = '_main';
export const CREATOR_UID = 'event-creator';

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
  return { x: 512, y: 512, angle: 0, interval: 500, cell: '8_8', t: PAST, ...overrides };
}

export async function seedWorld(db: Firestore): Promise<void> {
  const event = `events/${EVENT_ID}`;
  const writes: Array<[string, Record<string, unknown>]> = [
    [
      'settings/global',
      {
        templates: { default: 'tpl-default', demo: 'tpl-demo', demoSecondRoom: 'tpl-demo-2' },
        announcement: '',
        subscriptionsEnabled: false,
      },
    ],
    ['slugs/demo', { eventId: EVENT_ID }],
    [`users/${UID.attendee}`, { email: 'attendee@example.com', billingAccounts: [] }],
    [`users/${UID.nonMember}`, { email: 'outsider@example.com', billingAccounts: [] }],
    [
      `profiles/${UID.attendee}`,
      {
        avatar: 'fox',
        name: 'Attendee',
        nickname: 'att',
        pronouns: 'they/them',
        bio: 'Hello',
        joinedEvents: { [EVENT_ID]: true },
        createdEvents: {},
      },
    ],
    [`profiles/${UID.nonMember}`, { avatar: 'owl', name: 'Outsider' }],
    ['assets/tree', { name: 'Tree', modelPath: 'models/tree/tree.glb', listInMenu: true }],
    ['templates/tpl-demo', { name: 'Demo', assetInstances: {} }],
    [
      event,
      {
        name: 'Demo',
        slug: 'demo',
        defaultSlug: 'demo',
        creatorId: CREATOR_UID,
        paymentPointer: '$pay.example/demo',
        access: { isClosed: false, publicEditingEnabled: false, accessType: 'public' },
        config: { instancingEnabled: false },
        eventStage: { participants: {} },
        archived: false,
      },
    ],
    [`${event}/restricted/access`, { eventPassword: 'secret', approvedEmails: [] }],
    [`${event}/members/${UID.attendee}`, memberFixture()],
    [`${event}/members/${UID.anonymous}`, memberFixture()],
    [`${event}/members/${UID.banned}`, memberFixture({ banned: true })],
    [`${event}/members/not-granted`, memberFixture({ granted: false })],
    [`${event}/users/${UID.attendee}`, eventUserFixture('Attendee')],
    [`${event}/users/${UID.anonymous}`, eventUserFixture('Visitor')],
    [`${event}/users/bot-1`, eventUserFixture('Bot', { isBot: true })],
    [`${event}/rooms/${ROOM_ID}`, { name: 'Main', audioAttenuation: 0.5, audioRolloff: 16 }],
    [
      `${event}/rooms/${ROOM_ID}/instances/sign-1`,
      {
        assetId: 'signPost',
        assetType: 'interactive',
        x: 10,
        y: 20,
        angle: 0,
        created: PAST,
        props: {},
      },
    ],
    [`${event}/rooms/${ROOM_ID}/positions/${UID.attendee}`, positionFixture()],
    [`${event}/rooms/${ROOM_ID}/positions/${UID.anonymous}`, positionFixture({ cell: '0_0' })],
    [`events/${OTHER_EVENT_ID}`, { name: 'Other', slug: 'other', creatorId: CREATOR_UID }],
    [`events/${OTHER_EVENT_ID}/users/someone`, eventUserFixture('Someone')],
  ];
  await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
}
