// firestore.rules — events/{e}/rooms/{r}/stageReach/{uid}: a p2p stage speaker's audience,
// written by the speaker's own browser, read by the room's members (src/data/stageReach.ts).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const reaches = `events/${EVENT_ID}/rooms/${ROOM_ID}/stageReach`;

function reach(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { hearing: 40, waiting: ['a', 'b'], room: 42, t: serverTimestamp(), ...overrides };
}

describe('stageReach', () => {
  const mine = () => doc(db(suite.as.attendee), `${reaches}/${UID.attendee}`);

  it('a member publishes and clears their own reach; members read the room', async () => {
    await assertSucceeds(setDoc(mine(), reach()));
    await assertSucceeds(setDoc(mine(), reach({ hearing: 39, waiting: [] })));
    await assertSucceeds(getDocs(collection(db(suite.as.anonymous), reaches)));
    await assertSucceeds(deleteDoc(mine()));
  });

  it("nobody writes or deletes another speaker's reach", async () => {
    const theirs = doc(db(suite.as.attendee), `${reaches}/${UID.anonymous}`);
    await assertFails(setDoc(theirs, reach()));
    await assertFails(deleteDoc(theirs));
  });

  it('non-members and signed-out users neither read nor write', async () => {
    await assertFails(getDocs(collection(db(suite.as.nonMember), reaches)));
    await assertFails(getDocs(collection(db(suite.as.signedOut), reaches)));
    const stranger = doc(db(suite.as.nonMember), `${reaches}/${UID.nonMember}`);
    await assertFails(setDoc(stranger, reach()));
  });

  it('refuses malformed reaches: wrong types, bounds, extra fields, a client clock', async () => {
    for (const bad of [
      reach({ hearing: -1 }),
      reach({ hearing: 1.5 }),
      reach({ hearing: '40' }),
      reach({ room: 100001 }),
      reach({ waiting: 'a' }),
      reach({ waiting: Array.from({ length: 1001 }, (_, i) => `p${i}`) }),
      reach({ t: Timestamp.now() }),
      reach({ extra: true }),
      { hearing: 1, waiting: [], t: serverTimestamp() },
    ]) {
      await assertFails(setDoc(mine(), bad));
    }
  });
});
