// firestore.rules — events/{e}/rooms/{r}/positions/{uid}, the movement stream.
// (storage.rules: see the note at the top of site.test.ts.)
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, eventUserFixture, HALL_ID, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const positions = `events/${EVENT_ID}/rooms/${ROOM_ID}/positions`;

function move(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    x: 100.25,
    y: 200.5,
    angle: 1.571,
    interval: 500,
    cell: '1_3',
    name: 'Attendee',
    animal: 'fox',
    muted: false,
    reaction: '',
    hand: false,
    t: serverTimestamp(),
    ...overrides,
  };
}

describe('read', () => {
  it('members get and list positions', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), `${positions}/${UID.anonymous}`)));
    await assertSucceeds(getDocs(collection(db(suite.as.anonymous), positions)));
  });

  it('members list the whole room, as readers of a sparse room do', async () => {
    const snapshot = await assertSucceeds(getDocs(collection(db(suite.as.attendee), positions)));
    expect(snapshot.docs.map((position) => position.id)).toContain(UID.attendee);
  });

  it('non-members, banned members and signed-out users may not', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), `${positions}/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.banned), positions)));
    await assertFails(getDocs(collection(db(suite.as.signedOut), positions)));
  });
});

describe('create and update', () => {
  const mine = () => doc(db(suite.as.attendee), `${positions}/${UID.attendee}`);

  it('a member who is online creates their own position', async () => {
    await suite.seed(async (firestore) => {
      await setDoc(doc(firestore, `events/${EVENT_ID}/members/walker`), memberFixture());
      await setDoc(doc(firestore, `events/${EVENT_ID}/users/walker`), eventUserFixture('Walker'));
    });
    const walker = db(suite.env.authenticatedContext('walker'));
    await assertSucceeds(setDoc(doc(walker, `${positions}/walker`), move({ interval: 1000 })));
  });

  it('accepts the floor edges 0 and 1024 and integer coordinates', async () => {
    await assertSucceeds(setDoc(mine(), move({ x: 0, y: 1024 })));
    await assertSucceeds(setDoc(mine(), move({ x: 1024, y: 0, angle: -3 })));
  });

  it('carries the last reaction worn: none, or one of the five with its count', async () => {
    for (const reaction of [
      '',
      'wave:1',
      'clap:22',
      'heart:3',
      'thumbsUp:4',
      'thumbsDown:999999999',
    ]) {
      await assertSucceeds(setDoc(mine(), move({ reaction })));
    }
  });

  it('wears a raised hand or none (a talk, src/domain/talk.ts)', async () => {
    await assertSucceeds(setDoc(mine(), move({ hand: true })));
    await assertSucceeds(setDoc(mine(), move({ hand: false })));
  });

  it('a member updates their position; t must be stamped again', async () => {
    await assertSucceeds(updateDoc(mine(), { x: 513, y: 511, t: serverTimestamp() }));
    await assertFails(updateDoc(mine(), { x: 514 }));
  });

  it("nobody writes someone else's position", async () => {
    await assertFails(setDoc(doc(db(suite.as.attendee), `${positions}/${UID.anonymous}`), move()));
    await assertFails(
      updateDoc(doc(db(suite.as.attendee), `${positions}/${UID.anonymous}`), {
        x: 1,
        t: serverTimestamp(),
      }),
    );
  });

  it('non-members and banned members may not write positions', async () => {
    await assertFails(setDoc(doc(db(suite.as.nonMember), `${positions}/${UID.nonMember}`), move()));
    await assertFails(setDoc(doc(db(suite.as.banned), `${positions}/${UID.banned}`), move()));
  });

  it('rejects out-of-range, mistyped, missing and extra fields', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { x: 1025 },
      { x: -0.01 },
      { y: 1024.5 },
      { x: '5' },
      { angle: 'north' },
      { interval: 700 },
      { interval: 500.5 },
      { interval: '500' },
      { cell: 'c'.repeat(17) },
      { cell: 5 },
      { t: Timestamp.fromMillis(Date.now()) },
      { z: 3 },
      { name: 'n'.repeat(49) },
      { name: 7 },
      { animal: 'a'.repeat(41) },
      { muted: 'yes' },
      { reaction: 'shrug:1' },
      { reaction: 'wave' },
      { reaction: 'wave:1234567890' },
      { reaction: 3 },
      { hand: 'yes' },
      { hand: 1 },
      { hand: null },
      { online: true },
    ];
    for (const overrides of invalid) {
      await assertFails(setDoc(mine(), move(overrides)));
    }
    for (const field of ['cell', 'name', 'animal', 'muted', 'reaction', 'hand']) {
      const { [field]: _dropped, ...without } = move();
      await assertFails(setDoc(mine(), without));
    }
  });
});

describe('a position write that lands after leaving', () => {
  const user = `events/${EVENT_ID}/users/${UID.attendee}`;
  const mine = `${positions}/${UID.attendee}`;
  const stored = async () => {
    let exists = false;
    await suite.seed(async (firestore) => {
      exists = (await getDoc(doc(firestore, mine))).exists();
    });
    return exists;
  };

  // Leaving (Leave, the exit beacon's REST commit, the sweepers, 'Set offline') marks the user
  // offline and deletes the position in one commit. A write the tab sent before it closed can
  // still reach the server after that commit: forced here in that order, it must not bring the
  // avatar back.
  it('is refused, so no ghost stands in the room', async () => {
    const attendee = db(suite.as.attendee);
    expect(await stored()).toBe(true);
    const leave = writeBatch(attendee);
    leave.update(doc(attendee, user), { online: false });
    leave.delete(doc(attendee, mine));
    await assertSucceeds(leave.commit());

    await assertFails(setDoc(doc(attendee, mine), move()));
    expect(await stored()).toBe(false);
  });

  it('a user without an in-event user document creates none either', async () => {
    await suite.seed((firestore) => deleteDoc(doc(firestore, mine)));
    await suite.seed((firestore) => deleteDoc(doc(firestore, user)));
    await assertFails(setDoc(doc(db(suite.as.attendee), mine), move()));
  });

  it('coming back online (the join, a keep-alive) writes positions again', async () => {
    const attendee = db(suite.as.attendee);
    await suite.seed((firestore) => deleteDoc(doc(firestore, mine)));
    await suite.seed((firestore) => updateDoc(doc(firestore, user), { online: false }));
    await assertFails(setDoc(doc(attendee, mine), move()));
    await assertSucceeds(updateDoc(doc(attendee, user), { online: true }));
    await assertSucceeds(setDoc(doc(attendee, mine), move()));
  });
});

describe('a position write that lands after travelling to another room', () => {
  const user = `events/${EVENT_ID}/users/${UID.attendee}`;
  const inMain = `${positions}/${UID.attendee}`;
  const inHall = `events/${EVENT_ID}/rooms/${HALL_ID}/positions/${UID.attendee}`;

  // Travel (src/data/travel.ts) sets currentRoom and deletes the position in the room left in
  // one commit; a write for the old room still in flight lands after it, forced here.
  it('is refused in the room left, and the new room takes positions', async () => {
    const attendee = db(suite.as.attendee);
    const travel = writeBatch(attendee);
    travel.update(doc(attendee, user), { currentRoom: HALL_ID });
    travel.delete(doc(attendee, inMain));
    await assertSucceeds(travel.commit());

    await assertFails(setDoc(doc(attendee, inMain), move()));
    await assertSucceeds(setDoc(doc(attendee, inHall), move()));
    let ghost = true;
    await suite.seed(async (firestore) => {
      ghost = (await getDoc(doc(firestore, inMain))).exists();
    });
    expect(ghost).toBe(false);
  });
});

describe('head counts and cell snapshots (written by functions only)', () => {
  const presence = `events/${EVENT_ID}/roomPresence/${ROOM_ID}`;
  const cell = `events/${EVENT_ID}/rooms/${ROOM_ID}/cells/8_8`;

  it('members read them, cells by id as readers of a dense room do', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), presence)));
    const cells = collection(db(suite.as.attendee), `events/${EVENT_ID}/rooms/${ROOM_ID}/cells`);
    await assertSucceeds(getDocs(query(cells, where(documentId(), 'in', ['8_8', '8_9']))));
  });

  it('non-members and banned members may not read them', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), presence)));
    await assertFails(getDoc(doc(db(suite.as.banned), cell)));
  });

  it('nobody writes them, not even event admins or staff', async () => {
    for (const as of [suite.as.attendee, suite.as.staff]) {
      await assertFails(setDoc(doc(db(as), presence), { fast: true, dense: false }));
      await assertFails(setDoc(doc(db(as), cell), { t: 1, people: {} }));
    }
  });
});

describe('delete', () => {
  it('the owner deletes their own position when leaving the room', async () => {
    await assertSucceeds(deleteDoc(doc(db(suite.as.attendee), `${positions}/${UID.attendee}`)));
  });

  it("nobody deletes someone else's position", async () => {
    await assertFails(deleteDoc(doc(db(suite.as.attendee), `${positions}/${UID.anonymous}`)));
    await assertFails(deleteDoc(doc(db(suite.as.staff), `${positions}/${UID.attendee}`)));
    await assertFails(deleteDoc(doc(db(suite.as.signedOut), `${positions}/${UID.attendee}`)));
  });
});
