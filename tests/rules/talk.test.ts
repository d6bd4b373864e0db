// firestore.rules — a talk's questions (issue 32, src/domain/talk.ts): raised hands,
// events/{e}/rooms/{r}/hands/{uid}, and the floor, events/{e}.eventStage.floor.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
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
import { TALK } from '../../src/domain/talk';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, EVENT_PATH, HALL_ID, PAST, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const hands = `events/${EVENT_ID}/rooms/${ROOM_ID}/hands`;

const as = (uid: string): Firestore => db(suite.env.authenticatedContext(uid));

function hand(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Attendee', raisedAt: serverTimestamp(), ...overrides };
}

/** Hands already raised by the attendee and the visitor. */
const seedHands = () =>
  suite.seed(async (firestore) => {
    for (const uid of [UID.attendee, UID.anonymous]) {
      await setDoc(doc(firestore, `${hands}/${uid}`), { name: uid, raisedAt: PAST });
    }
  });

describe('raising a hand', () => {
  const mine = () => doc(as(UID.attendee), `${hands}/${UID.attendee}`);

  it('a member online in the room raises their own', async () => {
    await assertSucceeds(setDoc(mine(), hand()));
  });

  it("nobody raises someone else's", async () => {
    await assertFails(setDoc(doc(as(UID.attendee), `${hands}/${UID.anonymous}`), hand()));
    await assertFails(setDoc(doc(as(UID.organiser), `${hands}/${UID.attendee}`), hand()));
  });

  it('refuses other keys, a blank or long name and a client clock', async () => {
    for (const bad of [
      hand({ raisedAt: Timestamp.now() }),
      hand({ name: '' }),
      hand({ name: 'n'.repeat(TALK.nameMax + 1) }),
      hand({ name: 7 }),
      hand({ extra: true }),
      { raisedAt: serverTimestamp() },
      { name: 'Attendee' },
    ]) {
      await assertFails(setDoc(mine(), bad));
    }
  });

  it('only in the room one is online in', async () => {
    await assertFails(
      setDoc(
        doc(as(UID.attendee), `events/${EVENT_ID}/rooms/${HALL_ID}/hands/${UID.attendee}`),
        hand(),
      ),
    );
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, `events/${EVENT_ID}/users/${UID.attendee}`), { online: false }),
    );
    await assertFails(setDoc(mine(), hand()));
  });

  it('not when banned from the chat, banned from the event or no member', async () => {
    await suite.seed((firestore) =>
      setDoc(doc(firestore, `events/${EVENT_ID}/chatBans/${UID.attendee}`), {
        by: UID.admin,
        at: PAST,
      }),
    );
    await assertFails(setDoc(mine(), hand()));
    await assertFails(setDoc(doc(db(suite.as.banned), `${hands}/${UID.banned}`), hand()));
    await assertFails(setDoc(doc(db(suite.as.nonMember), `${hands}/${UID.nonMember}`), hand()));
  });

  it('is never updated: lowering and raising again is a delete and a create', async () => {
    await seedHands();
    await assertFails(setDoc(mine(), hand()));
    await assertFails(updateDoc(mine(), { name: 'Renamed' }));
    await assertSucceeds(deleteDoc(mine()));
    await assertSucceeds(setDoc(mine(), hand()));
  });
});

describe('lowering a hand', () => {
  const theirs = (by: string) => doc(as(by), `${hands}/${UID.anonymous}`);

  it('its owner, an organiser or a stage speaker lowers it', async () => {
    for (const by of [UID.anonymous, UID.organiser, UID.speaker]) {
      await seedHands();
      await assertSucceeds(deleteDoc(theirs(by)));
    }
  });

  it('nobody else does', async () => {
    await seedHands();
    for (const by of [UID.attendee, UID.videoController, UID.roomEditor, UID.staff]) {
      await assertFails(deleteDoc(theirs(by)));
    }
  });
});

describe('reading hands', () => {
  const queue = (by: string, size?: number) => {
    const ordered = query(collection(as(by), hands), orderBy('raisedAt'));
    return getDocs(size === undefined ? ordered : query(ordered, limit(size)));
  };

  it('organisers and stage speakers read the queue, at most TALK.queueLimit at a time', async () => {
    await seedHands();
    await assertSucceeds(queue(UID.organiser, TALK.queueLimit));
    await assertSucceeds(queue(UID.speaker, 10));
    await assertFails(queue(UID.organiser));
    await assertFails(queue(UID.organiser, TALK.queueLimit + 1));
  });

  it('an attendee reads no queue, only their own hand', async () => {
    await seedHands();
    await assertFails(queue(UID.attendee, 1));
    await assertSucceeds(getDoc(doc(as(UID.attendee), `${hands}/${UID.attendee}`)));
    await assertFails(getDoc(doc(as(UID.attendee), `${hands}/${UID.anonymous}`)));
    await assertSucceeds(getDoc(doc(as(UID.speaker), `${hands}/${UID.anonymous}`)));
    await assertFails(getDoc(doc(db(suite.as.nonMember), `${hands}/${UID.anonymous}`)));
  });
});

describe('the floor', () => {
  const event = (by: string) => doc(as(by), EVENT_PATH);
  const give = (by: string, uid: string) =>
    updateDoc(event(by), { [`eventStage.floor.${uid}`]: true });
  const holding = (...uids: string[]) =>
    suite.seed((firestore) =>
      updateDoc(doc(firestore, EVENT_PATH), {
        'eventStage.floor': Object.fromEntries(uids.map((uid) => [uid, true])),
      }),
    );

  it('organisers and stage speakers give it, though the event has no floor yet', async () => {
    await assertSucceeds(give(UID.organiser, UID.attendee));
    await assertSucceeds(give(UID.speaker, UID.anonymous));
    await assertSucceeds(give(UID.creator, UID.anonymous));
  });

  it('attendees do not, not even to themselves', async () => {
    await assertFails(give(UID.attendee, UID.attendee));
    await assertFails(give(UID.videoController, UID.attendee));
    await assertFails(give(UID.banned, UID.banned));
  });

  it(`holds at most ${TALK.maxFloor} people, each true`, async () => {
    await holding(UID.attendee, UID.anonymous);
    await assertFails(give(UID.organiser, UID.roomEditor));
    await assertFails(updateDoc(event(UID.organiser), { 'eventStage.floor.x': false }));
    await assertFails(updateDoc(event(UID.organiser), { 'eventStage.floor': 'everyone' }));
    // Taking it from one and giving it to another in one write stays within the bound.
    await assertSucceeds(
      updateDoc(event(UID.organiser), {
        [`eventStage.floor.${UID.attendee}`]: deleteField(),
        [`eventStage.floor.${UID.roomEditor}`]: true,
      }),
    );
    await assertSucceeds(updateDoc(event(UID.speaker), { 'eventStage.floor': {} }));
  });

  it('changes nothing else of the event or its stage in the same write', async () => {
    for (const other of [
      { [`eventStage.participants.${UID.speaker}`]: true },
      { 'eventStage.isPublic': true },
      { attendeesMuted: true },
    ]) {
      await assertFails(
        updateDoc(event(UID.organiser), { [`eventStage.floor.${UID.attendee}`]: true, ...other }),
      );
    }
  });

  it('its holder ends their own, not anyone else’s', async () => {
    await holding(UID.attendee, UID.banned);
    await assertFails(
      updateDoc(event(UID.attendee), { [`eventStage.floor.${UID.banned}`]: deleteField() }),
    );
    await assertSucceeds(
      updateDoc(event(UID.attendee), { [`eventStage.floor.${UID.attendee}`]: deleteField() }),
    );
    // Banned meanwhile: ending one's own floor is still allowed.
    await assertSucceeds(
      updateDoc(event(UID.banned), { [`eventStage.floor.${UID.banned}`]: deleteField() }),
    );
    // Someone who does not hold it has nothing to end. (A member's write that changes nothing
    // passes isOwnStageParticipationUpdate, as before the floor: hence a non-member here.)
    await assertFails(
      updateDoc(doc(db(suite.as.nonMember), EVENT_PATH), {
        [`eventStage.floor.${UID.nonMember}`]: deleteField(),
      }),
    );
  });
});
