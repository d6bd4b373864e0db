// firestore.rules — who is where (src/domain/occupancy.ts): members read each room's head count
// (roomCounts, written by the positions functions only), a room's capacity is bounded, and a
// join or travel into a full room is refused unless the person is an organiser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  limit,
  orderBy,
  getDoc,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, eventUserFixture, HALL_ID, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const hallCount = `${EVENT_PATH}/roomCounts/${HALL_ID}`;
const hall = `${EVENT_PATH}/rooms/${HALL_ID}`;

/** The hall holds `count` people and takes `capacity` at most (null: no limit). */
async function hallWith(count: number, capacity: number | null) {
  await suite.seed(async (firestore) => {
    await setDoc(doc(firestore, hallCount), { count });
    await updateDoc(doc(firestore, hall), { capacity });
  });
}

const travelTo = (uid: string, roomId: string) =>
  updateDoc(doc(db(suite.env.authenticatedContext(uid)), `${EVENT_PATH}/users/${uid}`), {
    currentRoom: roomId,
  });

describe('head counts', () => {
  it('members read them; non-members and banned members do not', async () => {
    await hallWith(3, null);
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), hallCount)));
    await assertFails(getDoc(doc(db(suite.as.nonMember), hallCount)));
    await assertFails(getDoc(doc(db(suite.as.banned), hallCount)));
  });

  it('nobody writes them, not even organisers or staff', async () => {
    for (const uid of [UID.attendee, UID.organiser, UID.staff]) {
      const as = db(suite.env.authenticatedContext(uid));
      await assertFails(setDoc(doc(as, hallCount), { count: 0 }));
    }
  });
});

describe('capacity', () => {
  const editor = () => db(suite.env.authenticatedContext(UID.roomEditor));

  it('a room editor sets a whole number from 1 to 1000, or null or nothing for no limit', async () => {
    for (const capacity of [1, 50, 1000, null]) {
      await assertSucceeds(updateDoc(doc(editor(), hall), { capacity }));
    }
    await assertSucceeds(updateDoc(doc(editor(), hall), { capacity: deleteField() }));
  });

  it('refuses 0, fractions, more than 1000, text and negative numbers', async () => {
    for (const capacity of [0, 1.5, 1001, '20', -4, true]) {
      await assertFails(updateDoc(doc(editor(), hall), { capacity }));
    }
  });
});

describe('entering a room', () => {
  it('an attendee enters a room below its capacity, or one without a count or a capacity', async () => {
    await hallWith(1, 2);
    await assertSucceeds(travelTo(UID.attendee, HALL_ID));
    await assertSucceeds(travelTo(UID.attendee, ROOM_ID));
    await hallWith(40, null);
    await assertSucceeds(travelTo(UID.attendee, HALL_ID));
  });

  it('a full room refuses an attendee travelling in, with the batch that leaves the old room', async () => {
    await hallWith(2, 2);
    await assertFails(travelTo(UID.attendee, HALL_ID));
    const as = db(suite.env.authenticatedContext(UID.attendee));
    const batch = writeBatch(as);
    batch.update(doc(as, `${EVENT_PATH}/users/${UID.attendee}`), { currentRoom: HALL_ID });
    batch.delete(doc(as, `${EVENT_PATH}/rooms/${ROOM_ID}/positions/${UID.attendee}`));
    await assertFails(batch.commit());
    // Over capacity (lowered while people were inside) refuses too.
    await hallWith(5, 2);
    await assertFails(travelTo(UID.attendee, HALL_ID));
  });

  it('a full room refuses a join that names it', async () => {
    await hallWith(2, 2);
    const as = db(suite.env.authenticatedContext(UID.speaker));
    const own = doc(as, `${EVENT_PATH}/users/${UID.speaker}`);
    const joined = (currentRoom: string) => ({ name: 'Speaker', currentRoom, online: true });
    await assertFails(setDoc(own, joined(HALL_ID)));
    await assertSucceeds(setDoc(own, joined(ROOM_ID)));
  });

  it('someone already inside a full room keeps writing their document', async () => {
    await hallWith(2, 2);
    await suite.seed(async (firestore) => {
      await updateDoc(doc(firestore, `${EVENT_PATH}/users/${UID.attendee}`), {
        currentRoom: HALL_ID,
      });
    });
    const as = db(suite.env.authenticatedContext(UID.attendee));
    await assertSucceeds(
      updateDoc(doc(as, `${EVENT_PATH}/users/${UID.attendee}`), { name: 'Renamed' }),
    );
  });

  it('organisers always enter a full room', async () => {
    await hallWith(2, 2);
    await suite.seed(async (firestore) => {
      await setDoc(
        doc(firestore, `${EVENT_PATH}/users/${UID.organiser}`),
        eventUserFixture('Organiser'),
      );
    });
    await assertSucceeds(travelTo(UID.organiser, HALL_ID));
  });
});

describe("a full room's line", () => {
  const entry = (uid: string) =>
    doc(db(suite.env.authenticatedContext(uid)), `${EVENT_PATH}/roomQueues/${uid}`);

  it('an online member takes a place stamped by the server, and leaves it', async () => {
    await assertSucceeds(setDoc(entry(UID.attendee), { roomId: HALL_ID, at: serverTimestamp() }));
    await assertSucceeds(deleteDoc(entry(UID.attendee)));
  });

  it('refuses a forged arrival time, another field, or a place for someone else', async () => {
    await assertFails(
      setDoc(entry(UID.attendee), { roomId: HALL_ID, at: Timestamp.fromMillis(0) }),
    );
    await assertFails(
      setDoc(entry(UID.attendee), { roomId: HALL_ID, at: serverTimestamp(), first: true }),
    );
    await assertFails(setDoc(entry(UID.attendee), { roomId: '', at: serverTimestamp() }));
    const as = db(suite.env.authenticatedContext(UID.attendee));
    await assertFails(
      setDoc(doc(as, `${EVENT_PATH}/roomQueues/${UID.anonymous}`), {
        roomId: HALL_ID,
        at: serverTimestamp(),
      }),
    );
  });

  it('refuses someone offline or not a member', async () => {
    await suite.seed(async (firestore) => {
      await updateDoc(doc(firestore, `${EVENT_PATH}/users/${UID.attendee}`), { online: false });
    });
    await assertFails(setDoc(entry(UID.attendee), { roomId: HALL_ID, at: serverTimestamp() }));
    await assertFails(setDoc(entry(UID.nonMember), { roomId: HALL_ID, at: serverTimestamp() }));
  });

  it("members read the line's first 50 entries by arrival; no more at once, and not non-members", async () => {
    await suite.seed(async (firestore) => {
      await setDoc(doc(firestore, `${EVENT_PATH}/roomQueues/someone`), {
        roomId: HALL_ID,
        at: Timestamp.fromMillis(1000),
      });
    });
    const line = (as: Firestore, size: number) =>
      getDocs(
        query(
          collection(as, `${EVENT_PATH}/roomQueues`),
          where('roomId', '==', HALL_ID),
          orderBy('at'),
          limit(size),
        ),
      );
    await assertSucceeds(line(db(suite.as.attendee), 50));
    await assertFails(line(db(suite.as.attendee), 51));
    await assertFails(line(db(suite.as.nonMember), 50));
  });
});
