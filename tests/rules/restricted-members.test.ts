// firestore.rules — field validation of events/{e}/restricted/access (the organisers' access
// settings, as src/data/eventAccessSettings.ts writes them) and membership edge cases of
// events/{e}/members. Who may do what at all is in matrix-event.test.ts.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, OTHER_EVENT_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const restrictedPath = `${EVENT_PATH}/restricted/access`;
const restricted = (uid: string = UID.organiser) =>
  doc(db(suite.env.authenticatedContext(uid)), restrictedPath);
const emails = (count: number) => Array.from({ length: count }, (_, i) => `user${i}@example.com`);

describe('restricted/access: what organisers write', () => {
  it('the access-type switch, approved e-mails and their removal (eventAccessSettings.ts)', async () => {
    await assertSucceeds(setDoc(restricted(), { eventPassword: 'p4ss' }, { merge: true }));
    await assertSucceeds(setDoc(restricted(), { eventPassword: null }, { merge: true }));
    await assertSucceeds(
      setDoc(
        restricted(),
        { approvedEmails: arrayUnion('a@example.com', 'b@example.com') },
        { merge: true },
      ),
    );
    await assertSucceeds(updateDoc(restricted(), { approvedEmails: arrayRemove('a@example.com') }));
  });

  it('accepts the limits exactly: a 256-character password, 2000 e-mails', async () => {
    await assertSucceeds(
      setDoc(restricted(), { eventPassword: 'p'.repeat(256), approvedEmails: emails(2000) }),
    );
  });

  // Issue 29 #8: the sheet id was saved and never read; invite only is the approved e-mails.
  it('refuses writing a Google Sheet id, and keeps an old stored one harmless', async () => {
    for (const googleSheetId of ['sheet', '', null]) {
      await assertFails(setDoc(restricted(), { googleSheetId }, { merge: true }));
      await assertFails(setDoc(restricted(), { eventPassword: null, googleSheetId }));
    }
    await suite.seed((firestore) => deleteDoc(doc(firestore, restrictedPath)));
    await assertFails(setDoc(restricted(UID.creator), { googleSheetId: 'sheet' }));
    // An event stored before: its id stays as it was, the other settings still change.
    await suite.seed((firestore) =>
      setDoc(doc(firestore, restrictedPath), { approvedEmails: [], googleSheetId: 'old-sheet' }),
    );
    await assertSucceeds(updateDoc(restricted(), { eventPassword: 'p4ss' }));
    await assertSucceeds(
      setDoc(restricted(), { approvedEmails: arrayUnion('a@example.com') }, { merge: true }),
    );
    await assertFails(updateDoc(restricted(), { googleSheetId: 'new-sheet' }));
  });

  it('creates the document when it is missing (creator without member document)', async () => {
    await suite.seed((firestore) => deleteDoc(doc(firestore, restrictedPath)));
    await assertSucceeds(
      setDoc(restricted(UID.creator), { approvedEmails: ['a@example.com'] }, { merge: true }),
    );
  });

  it('rejects out-of-range, mistyped and unknown fields', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { eventPassword: '' },
      { eventPassword: 'p'.repeat(257) },
      { eventPassword: 1234 },
      { approvedEmails: emails(2001) },
      { approvedEmails: 'a@example.com' },
      { accessType: 'invite' },
      { isClosed: true },
    ];
    for (const data of invalid) {
      await assertFails(setDoc(restricted(), data, { merge: true }));
      await assertFails(setDoc(restricted(), data));
    }
  });

  it('room editors, speakers, video controllers and banned admins never read it', async () => {
    for (const uid of [UID.roomEditor, UID.speaker, UID.videoController, 'banned-admin']) {
      await assertFails(getDoc(restricted(uid)));
    }
  });
});

describe('members: edge cases', () => {
  it('the creator keeps access with a banned member document, and reads all members', async () => {
    await suite.seed((firestore) =>
      setDoc(
        doc(firestore, `${EVENT_PATH}/members/${UID.creator}`),
        memberFixture({ banned: true }),
      ),
    );
    const creator = db(suite.env.authenticatedContext(UID.creator));
    await assertSucceeds(getDocs(collection(creator, `${EVENT_PATH}/members`)));
    await assertSucceeds(getDocs(collection(creator, `${EVENT_PATH}/rooms`)));
  });

  it('banned and ungranted admins are not admins; a banned member reads only their own doc', async () => {
    for (const uid of ['banned-admin', 'ungranted-admin']) {
      const context = db(suite.env.authenticatedContext(uid));
      await assertFails(getDocs(collection(context, `${EVENT_PATH}/members`)));
      await assertSucceeds(getDoc(doc(context, `${EVENT_PATH}/members/${uid}`)));
    }
  });

  it('an admin of another event lists that event’s members, not these', async () => {
    const outsider = db(suite.as.nonMember);
    await assertSucceeds(getDocs(collection(outsider, `events/${OTHER_EVENT_ID}/members`)));
    await assertFails(getDocs(collection(outsider, `${EVENT_PATH}/members`)));
  });

  it('members of an event that does not exist: only their own document', async () => {
    const attendee = db(suite.as.attendee);
    await assertSucceeds(getDoc(doc(attendee, `events/missing/members/${UID.attendee}`)));
    await assertFails(getDocs(collection(attendee, 'events/missing/members')));
    await assertFails(getDocs(collection(attendee, 'events/missing/rooms')));
  });
});
