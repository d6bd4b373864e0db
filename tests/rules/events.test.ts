// firestore.rules — events/{eventId} and the event sub-collections the demo world reads:
// restricted, members, rooms, instances; plus the sub-collections that stay closed this round.
// (storage.rules: see the note at the top of site.test.ts.)
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { CREATOR_UID, EVENT_ID, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const event = `events/${EVENT_ID}`;
const room = `${event}/rooms/${ROOM_ID}`;

describe('events/{eventId}', () => {
  it('anyone, even signed out, reads the public event document', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.signedOut), event)));
    await assertSucceeds(getDoc(doc(db(suite.as.banned), event)));
  });

  it('anyone may query events (e.g. by slug)', async () => {
    await assertSucceeds(
      getDocs(query(collection(db(suite.as.signedOut), 'events'), where('slug', '==', 'demo'))),
    );
  });

  it('no client creates, updates or deletes events this round — not even the creator', async () => {
    const creator = db(suite.env.authenticatedContext(CREATOR_UID));
    await assertFails(setDoc(doc(creator, 'events/new'), { name: 'New', creatorId: CREATOR_UID }));
    await assertFails(updateDoc(doc(creator, event), { name: 'Renamed' }));
    await assertFails(updateDoc(doc(db(suite.as.staff), event), { archived: true }));
    await assertFails(deleteDoc(doc(creator, event)));
  });
});

describe('events/{e}/restricted', () => {
  it('no client reads the restricted document, not even the creator or staff', async () => {
    const creator = db(suite.env.authenticatedContext(CREATOR_UID));
    await assertFails(getDoc(doc(creator, `${event}/restricted/access`)));
    await assertFails(getDoc(doc(db(suite.as.staff), `${event}/restricted/access`)));
    await assertFails(getDoc(doc(db(suite.as.attendee), `${event}/restricted/access`)));
    await assertFails(getDocs(collection(db(suite.as.attendee), `${event}/restricted`)));
  });

  it('no client writes it', async () => {
    await assertFails(
      setDoc(doc(db(suite.as.attendee), `${event}/restricted/access`), { eventPassword: '' }),
    );
  });
});

describe('events/{e}/members/{uid}', () => {
  it('a signed-in user reads their own member document, banned or not', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), `${event}/members/${UID.attendee}`)));
    await assertSucceeds(getDoc(doc(db(suite.as.banned), `${event}/members/${UID.banned}`)));
    // A missing own document is readable too (the gate checks whether it exists).
    await assertSucceeds(getDoc(doc(db(suite.as.nonMember), `${event}/members/${UID.nonMember}`)));
  });

  it("nobody reads someone else's member document or lists members", async () => {
    await assertFails(getDoc(doc(db(suite.as.attendee), `${event}/members/${UID.banned}`)));
    await assertFails(getDoc(doc(db(suite.as.staff), `${event}/members/${UID.attendee}`)));
    await assertFails(getDoc(doc(db(suite.as.signedOut), `${event}/members/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.attendee), `${event}/members`)));
  });

  it('no client grants itself access, roles or an unban', async () => {
    await assertFails(
      setDoc(doc(db(suite.as.nonMember), `${event}/members/${UID.nonMember}`), memberFixture()),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.attendee), `${event}/members/${UID.attendee}`), {
        'roles.admin': true,
      }),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.banned), `${event}/members/${UID.banned}`), { banned: false }),
    );
    await assertFails(deleteDoc(doc(db(suite.as.banned), `${event}/members/${UID.banned}`)));
  });
});

describe('events/{e}/rooms/{roomId}', () => {
  it('members (anonymous demo visitors too) read and list rooms', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), room)));
    await assertSucceeds(getDocs(collection(db(suite.as.anonymous), `${event}/rooms`)));
  });

  it('non-members, banned members, ungranted members and signed-out users may not', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), room)));
    await assertFails(getDoc(doc(db(suite.as.banned), room)));
    await assertFails(getDocs(collection(db(suite.as.banned), `${event}/rooms`)));
    await assertFails(getDoc(doc(db(suite.env.authenticatedContext('not-granted')), room)));
    await assertFails(getDoc(doc(db(suite.as.signedOut), room)));
    // Staff are not members by virtue of the claim.
    await assertFails(getDoc(doc(db(suite.as.staff), room)));
  });

  it('no client writes rooms this round', async () => {
    await assertFails(setDoc(doc(db(suite.as.attendee), `${event}/rooms/new`), { name: 'New' }));
    await assertFails(updateDoc(doc(db(suite.as.attendee), room), { audioRolloff: 30 }));
    await assertFails(deleteDoc(doc(db(suite.as.attendee), room)));
  });
});

describe('events/{e}/rooms/{r}/instances/{id}', () => {
  const instances = `${room}/instances`;

  it('members read and list instances', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), `${instances}/sign-1`)));
    await assertSucceeds(getDocs(collection(db(suite.as.anonymous), instances)));
  });

  it('non-members and banned members may not', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), `${instances}/sign-1`)));
    await assertFails(getDocs(collection(db(suite.as.banned), instances)));
  });

  it('no client creates, moves or deletes instances this round', async () => {
    const attendee = db(suite.as.attendee);
    await assertFails(
      setDoc(doc(attendee, `${instances}/new`), {
        assetId: 'tree',
        assetType: 'scenery',
        x: 1,
        y: 1,
        angle: 0,
      }),
    );
    await assertFails(updateDoc(doc(attendee, `${instances}/sign-1`), { x: 11 }));
    await assertFails(deleteDoc(doc(attendee, `${instances}/sign-1`)));
  });
});

describe('event sub-collections closed this round', () => {
  const closed = ['messages', 'reactions', 'videos', 'signals', 'restrictedUsers', 'unknown'];

  it('members can neither read nor write them', async () => {
    for (const name of closed) {
      await assertFails(getDocs(collection(db(suite.as.attendee), `${event}/${name}`)));
      await assertFails(
        setDoc(doc(db(suite.as.attendee), `${event}/${name}/${UID.attendee}`), { a: 1 }),
      );
    }
  });
});
