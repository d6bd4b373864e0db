// firestore.rules — insights (issue 33, src/domain/insights/insights.ts): the slots, the visitor
// documents (named by uid) and the totals are the functions' alone. Organisers and staff get
// the figures from insights-getEventInsights; no client reads or writes the documents, not
// even a visitor their own.
import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import {
  insightSlotDoc,
  insightSlotsCollection,
  insightTotalsDoc,
  insightVisitorDoc,
  insightVisitorsCollection,
} from '../../src/domain/protocol/paths';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const as = (uid: string): Firestore => db(suite.env.authenticatedContext(uid));
const staff = () => db(suite.as.staff);

const SLOT_MS = Date.UTC(2030, 5, 1, 9);
const slot = insightSlotDoc(EVENT_ID, SLOT_MS);
const visitor = insightVisitorDoc(EVENT_ID, UID.attendee);
const totals = insightTotalsDoc(EVENT_ID);
const at = Timestamp.fromMillis(SLOT_MS);

async function seedInsights() {
  await suite.seed(async (firestore) => {
    await setDoc(doc(firestore, slot), { at, present: 3, rooms: { hall: 3 }, messages: 1 });
    await setDoc(doc(firestore, visitor), { firstAt: at, lastAt: at });
    await setDoc(doc(firestore, totals), { uniqueAttendees: 1 });
  });
}

/** The event's creator, an admin, an organiser, staff, and the visitor themselves. */
const everyone = (): Firestore[] => [
  as(UID.creator),
  as(UID.admin),
  as(UID.organiser),
  staff(),
  as(UID.attendee),
];

describe('insights', () => {
  it('nobody reads a slot, a visitor document or the totals, nor lists them', async () => {
    await seedInsights();
    for (const firestore of everyone()) {
      await assertFails(getDoc(doc(firestore, slot)));
      await assertFails(getDoc(doc(firestore, visitor)));
      await assertFails(getDoc(doc(firestore, totals)));
      await assertFails(getDocs(collection(firestore, insightSlotsCollection(EVENT_ID))));
      await assertFails(getDocs(collection(firestore, insightVisitorsCollection(EVENT_ID))));
    }
  });

  it('nobody writes them: not an organiser, not staff, not the visitor on their own', async () => {
    await seedInsights();
    for (const firestore of everyone()) {
      await assertFails(setDoc(doc(firestore, slot), { at, present: 99 }));
      await assertFails(setDoc(doc(firestore, visitor), { firstAt: at, lastAt: at }));
      await assertFails(setDoc(doc(firestore, totals), { uniqueAttendees: 0 }));
      await assertFails(deleteDoc(doc(firestore, slot)));
      await assertFails(deleteDoc(doc(firestore, visitor)));
    }
  });
});
