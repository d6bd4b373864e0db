// firestore.rules — the programme (issue 33, src/domain/programme.ts): sessions,
// events/{e}/sessions/{id} (the callables write them), and each person's starred sessions,
// events/{e}/programmeStars/{uid}.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { PROGRAMME } from '../../src/domain/programme';
import { programmeStarsDoc, sessionDoc, sessionsCollection } from '../../src/domain/protocol/paths';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, OTHER_EVENT_ID, PAST, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const as = (uid: string): Firestore => db(suite.env.authenticatedContext(uid));

const START = Date.UTC(2030, 5, 1, 9);
const SESSION = {
  title: 'Keynote',
  description: '',
  startsAt: START,
  endsAt: START + 60 * 60 * 1000,
  roomId: ROOM_ID,
  speakers: ['Ada'],
  screenId: null,
  createdAt: PAST,
  updatedAt: PAST,
};

const seedSession = () =>
  suite.seed((firestore) => setDoc(doc(firestore, sessionDoc(EVENT_ID, 'keynote')), SESSION));

describe('programme sessions', () => {
  const programme = (firestore: Firestore) =>
    query(
      collection(firestore, sessionsCollection(EVENT_ID)),
      orderBy('startsAt'),
      limit(PROGRAMME.maxSessions),
    );

  it("the event's members read them, the creator included", async () => {
    await seedSession();
    for (const uid of [UID.attendee, UID.organiser, UID.creator]) {
      await assertSucceeds(getDocs(programme(as(uid))));
      await assertSucceeds(getDoc(doc(as(uid), sessionDoc(EVENT_ID, 'keynote'))));
    }
  });

  it('no one else reads them: outsiders, the banned, the signed out, staff', async () => {
    await seedSession();
    for (const firestore of [
      db(suite.as.nonMember),
      db(suite.as.banned),
      db(suite.as.signedOut),
      db(suite.as.staff),
    ]) {
      await assertFails(getDocs(programme(firestore)));
      await assertFails(getDoc(doc(firestore, sessionDoc(EVENT_ID, 'keynote'))));
    }
    // A member of one event does not read another's.
    await assertFails(getDocs(collection(as(UID.attendee), sessionsCollection(OTHER_EVENT_ID))));
  });

  it('nobody writes them directly, not even an organiser or the creator', async () => {
    await seedSession();
    for (const uid of [UID.attendee, UID.organiser, UID.admin, UID.creator, UID.staff]) {
      const firestore = as(uid);
      await assertFails(setDoc(doc(firestore, sessionDoc(EVENT_ID, `new-${uid}`)), SESSION));
      await assertFails(
        updateDoc(doc(firestore, sessionDoc(EVENT_ID, 'keynote')), { title: 'Changed' }),
      );
      await assertFails(deleteDoc(doc(firestore, sessionDoc(EVENT_ID, 'keynote'))));
    }
  });

  it("nobody reads or writes the programme's counter", async () => {
    const counter = `events/${EVENT_ID}/restricted/programme`;
    for (const uid of [UID.attendee, UID.organiser, UID.creator]) {
      await assertFails(getDoc(doc(as(uid), counter)));
      await assertFails(setDoc(doc(as(uid), counter), { sessionCount: 0 }));
    }
  });
});

describe("a person's starred sessions", () => {
  const stars = (sessions: unknown, extra: Record<string, unknown> = {}) => ({
    sessions,
    updatedAt: serverTimestamp(),
    ...extra,
  });
  const mine = (uid: string = UID.attendee) => doc(as(uid), programmeStarsDoc(EVENT_ID, uid));

  it('their owner, a member, writes, reads and removes them', async () => {
    await assertSucceeds(setDoc(mine(), stars(['keynote', 'posters'])));
    await assertSucceeds(getDoc(mine()));
    await assertSucceeds(updateDoc(mine(), stars([])));
    await assertSucceeds(setDoc(mine(), stars(['keynote'])));
    await assertSucceeds(deleteDoc(mine()));
    await assertSucceeds(setDoc(mine(UID.creator), stars(['keynote'])));
  });

  it('keeps at most 200 ids', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `session-${i}`);
    await assertSucceeds(setDoc(mine(), stars(ids(PROGRAMME.maxStars))));
    await assertFails(setDoc(mine(), stars(ids(PROGRAMME.maxStars + 1))));
  });

  it('refuses another key, a missing one, a client clock and ids that are not strings', async () => {
    for (const bad of [
      stars(['keynote'], { extra: true }),
      { sessions: ['keynote'] },
      { updatedAt: serverTimestamp() },
      stars(['keynote'], { updatedAt: Timestamp.now() }),
      stars('keynote'),
      stars([1, 2]),
      stars([{ id: 'keynote' }]),
      stars(['keynote', 7]),
      stars(['a/b']),
      stars(['x'.repeat(200 * 129 + 1)]),
    ]) {
      await assertFails(setDoc(mine(), bad)).catch((error: unknown) => {
        throw new Error(`${JSON.stringify(bad)}: ${String(error)}`);
      });
    }
  });

  it("nobody reads or writes someone else's", async () => {
    await suite.seed((firestore) =>
      setDoc(doc(firestore, programmeStarsDoc(EVENT_ID, UID.attendee)), {
        sessions: ['keynote'],
        updatedAt: PAST,
      }),
    );
    const theirs = (by: string) => doc(as(by), programmeStarsDoc(EVENT_ID, UID.attendee));
    for (const by of [UID.organiser, UID.admin, UID.creator, UID.staff, UID.nonMember]) {
      await assertFails(getDoc(theirs(by)));
      await assertFails(setDoc(theirs(by), stars(['other'])));
      await assertFails(deleteDoc(theirs(by)));
    }
  });

  it('not as a non-member or a banned member, even their own', async () => {
    await assertFails(setDoc(mine(UID.nonMember), stars(['keynote'])));
    await assertFails(setDoc(mine(UID.banned), stars(['keynote'])));
    await assertFails(getDoc(mine(UID.nonMember)));
  });
});
