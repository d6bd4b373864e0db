// firestore.rules — invites/{code}: staff read them (the /admin/email-invites lists, with the
// queries those lists make); no client writes them, staff included (the app-* callables do).
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
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const suite = setupRulesSuite(async (firestore) => {
  await setDoc(doc(firestore, 'invites/pending-code'), {
    email: 'pending@example.org',
    code: 'pending-code',
    emailSent: false,
    redeemedBy: null,
    created: Timestamp.now(),
  });
});

/** The admin page's list of one state (src/data/invites.ts). */
const listOf = (firestore: Firestore, emailSent: boolean) =>
  getDocs(
    query(
      collection(firestore, 'invites'),
      where('emailSent', '==', emailSent),
      orderBy('created', 'desc'),
      limit(200),
    ),
  );

describe('invites/{code}', () => {
  it('staff read an invite and list pending and sent invites', async () => {
    const staff = db(suite.as.staff);
    await assertSucceeds(getDoc(doc(staff, 'invites/pending-code')));
    await assertSucceeds(listOf(staff, false));
    await assertSucceeds(listOf(staff, true));
  });

  it('nobody else reads them: not signed in, anonymous, an ordinary account', async () => {
    for (const context of [suite.as.signedOut, suite.as.anonymous, suite.as.attendee]) {
      await assertFails(getDoc(doc(db(context), 'invites/pending-code')));
      await assertFails(listOf(db(context), false));
      await assertFails(getDocs(collection(db(context), 'invites')));
    }
  });

  it('no client creates, redeems or deletes an invite, staff included', async () => {
    for (const context of [suite.as.staff, suite.as.attendee]) {
      const firestore = db(context);
      await assertFails(
        setDoc(doc(firestore, 'invites/made-up'), {
          email: 'me@example.org',
          code: 'made-up',
          emailSent: false,
          redeemedBy: null,
        }),
      );
      await assertFails(
        updateDoc(doc(firestore, 'invites/pending-code'), { redeemedBy: UID.attendee }),
      );
      await assertFails(deleteDoc(doc(firestore, 'invites/pending-code')));
    }
  });

  it('nobody grants themselves the create-events permission (users/{uid})', async () => {
    await assertFails(
      setDoc(
        doc(db(suite.as.attendee), `users/${UID.attendee}`),
        { permissions: { createEvents: true } },
        { merge: true },
      ),
    );
  });
});
