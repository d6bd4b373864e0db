// firestore.rules — the audio quota: peer-to-peer signalling needs a voice seat (given by
// audio-joinEventConference within the quota), the staff switch settings/global
// .audioQuotaEnforced, and the organisers' usage summary events/{e}/restricted/audioQuota.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, EVENT_PATH } from '../support/worldFixtures';

const suite = setupRulesSuite();
const as = (uid: string) => db(suite.env.authenticatedContext(uid));
const signalFrom = (uid: string) =>
  setDoc(doc(as(uid), `${EVENT_PATH}/signals/from-${uid}`), {
    from: uid,
    to: UID.anonymous,
    kind: 'request',
    at: serverTimestamp(),
  });
const seats = (voiceSeats: Record<string, string> | null) =>
  suite.seed((firestore) =>
    voiceSeats === null
      ? setDoc(doc(firestore, `conferences/${EVENT_ID}`), { completedConferences: {} })
      : setDoc(doc(firestore, `conferences/${EVENT_ID}`), { voiceSeats }),
  );

describe('voice signals need a voice seat', () => {
  it('a member with a seat signals; one without a seat cannot', async () => {
    await seats({ [UID.attendee]: EVENT_ID });
    await assertSucceeds(signalFrom(UID.attendee));
    await assertFails(signalFrom(UID.anonymous));
    await assertFails(signalFrom(UID.organiser));
  });

  it('a seat in a channel zone counts too', async () => {
    await seats({ [UID.organiser]: `${EVENT_ID}:zone` });
    await assertSucceeds(signalFrom(UID.organiser));
  });

  it('nobody signals when the event has no seats, or no ledger at all', async () => {
    await seats(null);
    await assertFails(signalFrom(UID.attendee));
    await suite.seed((firestore) => deleteDoc(doc(firestore, `conferences/${EVENT_ID}`)));
    await assertFails(signalFrom(UID.attendee));
  });

  it('a seat does not make a non-member a member', async () => {
    await seats({ [UID.nonMember]: EVENT_ID, [UID.banned]: EVENT_ID });
    await assertFails(signalFrom(UID.nonMember));
    await assertFails(signalFrom(UID.banned));
  });

  it('nobody gives themselves a seat', async () => {
    await assertFails(
      setDoc(
        doc(as(UID.anonymous), `conferences/${EVENT_ID}`),
        { voiceSeats: { [UID.anonymous]: EVENT_ID } },
        { merge: true },
      ),
    );
  });
});

describe('settings/global.audioQuotaEnforced', () => {
  const settings = (who: 'staff' | 'attendee') => doc(db(suite.as[who]), 'settings/global');

  it('staff switch it on and off; it is a bool', async () => {
    await assertSucceeds(setDoc(settings('staff'), { audioQuotaEnforced: false }, { merge: true }));
    await assertSucceeds(updateDoc(settings('staff'), { audioQuotaEnforced: true }));
    await assertSucceeds(updateDoc(settings('staff'), { audioQuotaEnforced: deleteField() }));
    await assertFails(updateDoc(settings('staff'), { audioQuotaEnforced: 'off' }));
    await assertFails(updateDoc(settings('staff'), { audioQuotaEnforced: 0 }));
  });

  it('nobody else switches it', async () => {
    await assertFails(setDoc(settings('attendee'), { audioQuotaEnforced: false }, { merge: true }));
  });
});

describe('events/{e}/restricted/audioQuota', () => {
  const summary = (uid: string) => doc(as(uid), `${EVENT_PATH}/restricted/audioQuota`);

  it('organisers and staff read it; attendees do not; nobody writes it', async () => {
    await suite.seed((firestore) =>
      setDoc(doc(firestore, `${EVENT_PATH}/restricted/audioQuota`), { usedMinutes: 295 }),
    );
    await assertSucceeds(getDoc(summary(UID.organiser)));
    await assertSucceeds(getDoc(summary(UID.creator)));
    await assertSucceeds(getDoc(doc(db(suite.as.staff), `${EVENT_PATH}/restricted/audioQuota`)));
    await assertFails(getDoc(summary(UID.attendee)));
    await assertFails(setDoc(summary(UID.organiser), { usedMinutes: 0 }));
    await assertFails(
      setDoc(doc(db(suite.as.staff), `${EVENT_PATH}/restricted/audioQuota`), { usedMinutes: 0 }),
    );
  });
});
