// firestore.rules — events/{e}/globalAudioListeners/{uid}: the global-audio page's listen-only
// participants, announced by themselves, read by the event's members so stage speakers serve
// them (src/data/globalAudioListeners.ts); and the listener's keep-alive on its event user.
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
import { EVENT_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const listeners = `events/${EVENT_ID}/globalAudioListeners`;

describe('globalAudioListeners', () => {
  const mine = () => doc(db(suite.as.anonymous), `${listeners}/${UID.anonymous}`);

  it('a member (a guest of a public event) announces, refreshes and withdraws itself', async () => {
    await assertSucceeds(setDoc(mine(), { at: serverTimestamp() }));
    await assertSucceeds(setDoc(mine(), { at: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(db(suite.as.attendee), listeners)));
    await assertSucceeds(deleteDoc(mine()));
  });

  it('its keep-alive alone may start its event user (no name, never online)', async () => {
    const user = doc(db(suite.as.anonymous), `events/${EVENT_ID}/users/${UID.anonymous}`);
    await assertSucceeds(setDoc(user, { lastKeepAlive: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(user, { lastKeepAlive: serverTimestamp() }, { merge: true }));
  });

  it('nobody announces or withdraws someone else', async () => {
    const theirs = doc(db(suite.as.attendee), `${listeners}/${UID.anonymous}`);
    await assertFails(setDoc(theirs, { at: serverTimestamp() }));
    await assertSucceeds(setDoc(mine(), { at: serverTimestamp() }));
    await assertFails(deleteDoc(theirs));
  });

  it('non-members neither announce themselves nor read who listens', async () => {
    await assertFails(getDocs(collection(db(suite.as.nonMember), listeners)));
    await assertFails(getDocs(collection(db(suite.as.signedOut), listeners)));
    const stranger = doc(db(suite.as.nonMember), `${listeners}/${UID.nonMember}`);
    await assertFails(setDoc(stranger, { at: serverTimestamp() }));
  });

  it("refuses a client's clock, other fields and a missing time", async () => {
    for (const bad of [
      { at: Timestamp.now() },
      { at: serverTimestamp(), room: 'demo' },
      {},
      { at: 'now' },
    ]) {
      await assertFails(setDoc(mine(), bad));
    }
  });
});
