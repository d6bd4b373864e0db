// firestore.rules mirrors effectiveRoles() from src/domain/roles.ts. For every combination of
// the five explicit role flags and isCreator (64), a member document is seeded and each
// effective role is probed through an operation the rules gate on exactly that role; the
// outcomes must equal effectiveRoles(explicit, isCreator).
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { effectiveRoles, ROLE_IDS, type RoleFlags, type RoleId } from '../../src/domain/roles';
import { db, memberFixture } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH as event, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const PROBER = 'prober';

/** The operation each effective role unlocks (the event has public editing off, no demo flag). */
const PROBES: Record<RoleId, (firestore: Firestore) => Promise<unknown>> = {
  admin: (firestore) => getDocs(collection(firestore, `${event}/members`)),
  eventOrganiser: (firestore) => getDoc(doc(firestore, `${event}/restricted/access`)),
  roomEditor: (firestore) =>
    updateDoc(doc(firestore, `${event}/rooms/${ROOM_ID}/instances/sign-1`), { x: 42 }),
  stageSpeaker: (firestore) =>
    updateDoc(doc(firestore, event), { [`eventStage.participants.${PROBER}`]: true }),
  videoController: (firestore) =>
    setDoc(doc(firestore, `${event}/videos/probe`), {
      currentTime: { value: 1, serverTs: serverTimestamp(), userTs: 1 },
      completed: false,
    }),
};

/** Allowed or denied, through assertSucceeds / assertFails (any other error fails the test). */
async function outcome(attempt: Promise<unknown>): Promise<boolean> {
  try {
    await assertSucceeds(attempt);
    return true;
  } catch (error) {
    await assertFails(Promise.reject(error));
    return false;
  }
}

const combos = Array.from({ length: 64 }, (_, bits) => {
  const explicit: RoleFlags = {};
  ROLE_IDS.forEach((role, i) => {
    explicit[role] = (bits & (1 << i)) !== 0;
  });
  const isCreator = (bits & (1 << ROLE_IDS.length)) !== 0;
  const on = ROLE_IDS.filter((role) => explicit[role]);
  return { explicit, isCreator, label: `${isCreator ? 'creator' : 'member'} [${on.join(', ')}]` };
});

describe('effective roles: firestore.rules agrees with effectiveRoles()', () => {
  it('covers all 64 combinations', () => {
    expect(new Set(combos.map((combo) => combo.label)).size).toBe(64);
  });

  it.each(combos)('$label', async ({ explicit, isCreator }) => {
    await suite.seed(async (firestore) => {
      await setDoc(
        doc(firestore, `${event}/members/${PROBER}`),
        memberFixture({ roles: explicit }),
      );
      if (isCreator) await updateDoc(doc(firestore, event), { creatorId: PROBER });
    });
    const prober = db(suite.env.authenticatedContext(PROBER));
    const actual = {} as Record<RoleId, boolean>;
    for (const role of ROLE_IDS) {
      actual[role] = await outcome(PROBES[role](prober));
    }
    const { creator: _creator, ...expected } = effectiveRoles(explicit, isCreator);
    expect(actual).toEqual(expected);
  });
});
