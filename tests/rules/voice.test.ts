// firestore.rules for voice: the global stage (participation and the organisers' public/private
// switch), the event admins' temporary mute, and voice usage (conferences/…), which only
// functions write and no client reads. The roles matrix rows are in matrix-event.test.ts and
// matrix-people.test.ts; this file checks the cases between them.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, EVENT_PATH, eventUserFixture } from '../support/worldFixtures';

const suite = setupRulesSuite();
const eventAs = (uid: string) => doc(db(suite.env.authenticatedContext(uid)), EVENT_PATH);
const stage = (uid: string) => `eventStage.participants.${uid}`;

async function seedStage(eventStage: Record<string, unknown>): Promise<void> {
  await suite.seed((firestore) =>
    setDoc(doc(firestore, EVENT_PATH), { eventStage }, { merge: true }),
  );
}

describe('stage participation', () => {
  it('a speaker joins and leaves a private stage', async () => {
    await assertSucceeds(updateDoc(eventAs(UID.speaker), { [stage(UID.speaker)]: true }));
    await assertSucceeds(updateDoc(eventAs(UID.speaker), { [stage(UID.speaker)]: deleteField() }));
  });

  it('a member who is not a speaker may not join a private stage', async () => {
    await assertFails(updateDoc(eventAs(UID.attendee), { [stage(UID.attendee)]: true }));
    await seedStage({ isPublic: false });
    await assertFails(updateDoc(eventAs(UID.attendee), { [stage(UID.attendee)]: true }));
  });

  it('a member who is not a speaker joins a public stage', async () => {
    await seedStage({ isPublic: true });
    await assertSucceeds(updateDoc(eventAs(UID.attendee), { [stage(UID.attendee)]: true }));
  });

  it('leaving is always allowed, also from a stage that went private', async () => {
    await seedStage({ isPublic: false, participants: { [UID.attendee]: true } });
    await assertSucceeds(
      updateDoc(eventAs(UID.attendee), { [stage(UID.attendee)]: deleteField() }),
    );
  });

  it("nobody writes someone else's participation, public stage or not", async () => {
    await seedStage({ isPublic: true, participants: { [UID.speaker]: true } });
    await assertFails(updateDoc(eventAs(UID.attendee), { [stage(UID.speaker)]: deleteField() }));
    await assertFails(updateDoc(eventAs(UID.attendee), { [stage('someone')]: true }));
    await assertFails(updateDoc(eventAs(UID.organiser), { [stage(UID.speaker)]: deleteField() }));
  });

  it('outsiders and banned members stay off a public stage', async () => {
    await seedStage({ isPublic: true });
    for (const uid of [UID.nonMember, UID.banned, 'banned-admin']) {
      await assertFails(updateDoc(eventAs(uid), { [stage(uid)]: true }));
    }
  });

  it('a member joining cannot switch the stage in the same write, nor on its own', async () => {
    await seedStage({ isPublic: true });
    await assertFails(
      updateDoc(eventAs(UID.attendee), {
        [stage(UID.attendee)]: true,
        'eventStage.isPublic': false,
      }),
    );
    await assertFails(updateDoc(eventAs(UID.attendee), { 'eventStage.isPublic': false }));
  });
});

describe("the stage's public switch", () => {
  it('organisers make the stage public and private again', async () => {
    await assertSucceeds(updateDoc(eventAs(UID.organiser), { 'eventStage.isPublic': true }));
    await assertSucceeds(updateDoc(eventAs(UID.organiser), { 'eventStage.isPublic': false }));
    await assertSucceeds(updateDoc(eventAs(UID.creator), { 'eventStage.isPublic': true }));
  });

  it('speakers and attendees may not', async () => {
    for (const uid of [UID.speaker, UID.attendee, UID.roomEditor]) {
      await assertFails(updateDoc(eventAs(uid), { 'eventStage.isPublic': true }));
    }
  });

  it('only a bool, and never the participants with it', async () => {
    for (const value of ['yes', 1, null]) {
      await assertFails(updateDoc(eventAs(UID.organiser), { 'eventStage.isPublic': value }));
    }
    await seedStage({ isPublic: true });
    await assertFails(updateDoc(eventAs(UID.organiser), { 'eventStage.isPublic': deleteField() }));
    await assertFails(
      updateDoc(eventAs(UID.organiser), {
        'eventStage.isPublic': true,
        [stage(UID.attendee)]: true,
      }),
    );
    await assertFails(updateDoc(eventAs(UID.organiser), { eventStage: { isPublic: false } }));
  });
});

describe('temporary mute', () => {
  const userAs = (actor: string, uid: string) =>
    doc(db(suite.env.authenticatedContext(actor)), `${EVENT_PATH}/users/${uid}`);

  it('an event admin sets and clears it on someone else', async () => {
    await assertSucceeds(updateDoc(userAs(UID.admin, UID.attendee), { mutedTemporarily: true }));
    await assertSucceeds(updateDoc(userAs(UID.creator, UID.attendee), { mutedTemporarily: false }));
  });

  it('the muted user cannot clear it, even when they are an admin themselves', async () => {
    await suite.seed(async (firestore) => {
      await setDoc(doc(firestore, `${EVENT_PATH}/users/${UID.attendee}`), {
        ...eventUserFixture('Attendee'),
        mutedTemporarily: true,
      });
      await setDoc(doc(firestore, `${EVENT_PATH}/users/${UID.admin}`), {
        ...eventUserFixture('Admin'),
        mutedTemporarily: true,
      });
    });
    await assertFails(updateDoc(userAs(UID.attendee, UID.attendee), { mutedTemporarily: false }));
    await assertFails(updateDoc(userAs(UID.admin, UID.admin), { mutedTemporarily: false }));
  });

  it('non-admins cannot set it, organisers included', async () => {
    for (const actor of [UID.organiser, UID.speaker, UID.anonymous, UID.banned, 'banned-admin']) {
      await assertFails(updateDoc(userAs(actor, UID.attendee), { mutedTemporarily: true }));
    }
  });

  it('an admin of another event cannot mute here', async () => {
    await suite.seed((firestore) =>
      setDoc(
        doc(firestore, `events/other-event/members/${UID.nonMember}`),
        memberFixture({ roles: { admin: true } }),
      ),
    );
    await assertFails(updateDoc(userAs(UID.nonMember, UID.attendee), { mutedTemporarily: true }));
  });
});

describe('voice usage (conferences)', () => {
  const usage = `conferences/${EVENT_ID}`;
  const open = `${usage}/openConferences/${EVENT_ID}`;

  async function seedUsage(): Promise<void> {
    await suite.seed(async (firestore) => {
      await setDoc(doc(firestore, usage), {
        completedConferences: {
          c1: {
            alias: EVENT_ID,
            started: Timestamp.fromMillis(0),
            ended: Timestamp.fromMillis(60_000),
            seconds: 60,
            totalPresenceDuration: 90,
            activeUsers: 2,
          },
        },
        lastConferenceEnded: Timestamp.fromMillis(60_000),
      });
      await setDoc(doc(firestore, open), {
        conferenceId: 'c2',
        alias: EVENT_ID,
        sessions: { [UID.attendee]: 1 },
      });
    });
  }

  it('no client reads them: members, organisers, the creator, staff or the person in it', async () => {
    await seedUsage();
    const readers = [UID.attendee, UID.organiser, UID.admin, UID.creator].map((uid) =>
      db(suite.env.authenticatedContext(uid)),
    );
    for (const firestore of [...readers, db(suite.as.staff)]) {
      await assertFails(getDoc(doc(firestore, usage)));
      await assertFails(getDoc(doc(firestore, open)));
      await assertFails(getDocs(collection(firestore, `${usage}/openConferences`)));
    }
  });

  it('no client writes them, not even their own session', async () => {
    await seedUsage();
    const attendee = db(suite.as.attendee);
    await assertFails(setDoc(doc(attendee, usage), { completedConferences: {} }));
    await assertFails(updateDoc(doc(attendee, open), { [`sessions.${UID.attendee}`]: 2 }));
    await assertFails(
      setDoc(doc(attendee, `${usage}/openConferences/${EVENT_ID}:zone`), {
        sessions: { [UID.attendee]: 1 },
      }),
    );
  });
});
