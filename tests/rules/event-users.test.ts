// firestore.rules — events/{e}/users/{uid}, the in-event user document.
// (storage.rules: see the note at the top of site.test.ts.)
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db, memberFixture, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_ID, eventUserFixture, OTHER_EVENT_ID, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const users = `events/${EVENT_ID}/users`;

/** What the join flow writes for a new in-event user. */
function joinPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Newcomer',
    sessionId: 'session-1',
    avatar: 'otter',
    currentRoom: ROOM_ID,
    online: true,
    lastKeepAlive: serverTimestamp(),
    audio: { muted: false, micEnabled: false },
    desiredChannelId: null,
    ...overrides,
  };
}

/** A signed-in member of the demo event with no in-event user document yet. */
async function newMember(uid = 'newcomer') {
  await suite.seed((firestore) =>
    setDoc(doc(firestore, `events/${EVENT_ID}/members/${uid}`), memberFixture()),
  );
  const context = suite.env.authenticatedContext(uid);
  return { ref: doc(db(context), `${users}/${uid}`), context };
}

describe('read', () => {
  it('members get and list the event users, also by query', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), `${users}/${UID.anonymous}`)));
    await assertSucceeds(getDocs(collection(db(suite.as.anonymous), users)));
    await assertSucceeds(
      getDocs(query(collection(db(suite.as.attendee), users), where('online', '==', true))),
    );
  });

  it('non-members, banned members and signed-out users may not', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), `${users}/${UID.attendee}`)));
    await assertFails(getDoc(doc(db(suite.as.banned), `${users}/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.banned), users)));
    await assertFails(getDocs(collection(db(suite.as.signedOut), users)));
  });

  it('membership is per event', async () => {
    await assertFails(getDocs(collection(db(suite.as.attendee), `events/${OTHER_EVENT_ID}/users`)));
  });
});

describe('create', () => {
  it('a member creates their own user document on join', async () => {
    const { ref } = await newMember();
    await assertSucceeds(
      setDoc(ref, joinPayload({ mutedTemporarily: false, isBot: false, banned: false })),
    );
  });

  it('a minimal document (name only) is accepted', async () => {
    const { ref } = await newMember();
    await assertSucceeds(setDoc(ref, { name: 'Only a name' }));
  });

  it("nobody creates someone else's document", async () => {
    await newMember();
    await assertFails(setDoc(doc(db(suite.as.attendee), `${users}/newcomer`), joinPayload()));
  });

  it('non-members and banned members may not create one', async () => {
    await assertFails(
      setDoc(doc(db(suite.as.nonMember), `${users}/${UID.nonMember}`), joinPayload()),
    );
    await assertFails(setDoc(doc(db(suite.as.banned), `${users}/${UID.banned}`), joinPayload()));
  });

  it('create rejects invalid fields', async () => {
    const { ref } = await newMember();
    const invalid: Array<Record<string, unknown>> = [
      { name: 'n'.repeat(49) },
      { name: '' },
      { name: '   ' },
      { name: 7 },
      { sessionId: 's'.repeat(65) },
      { avatar: '' },
      { currentRoom: 'r'.repeat(65) },
      { online: 'yes' },
      { isBot: true },
      { mutedTemporarily: true },
      { mutedTemporarily: 'no' },
      { lastKeepAlive: Timestamp.fromMillis(Date.now()) },
      { potentiallyOfflineTimestamp: 'soon' },
      { desiredChannelId: 'c'.repeat(65) },
      { audio: { muted: 'no', micEnabled: true } },
      { audio: { muted: false, micEnabled: true, volume: 3 } },
      // Bans are the ban callable's: a client may say false (the join does), never true.
      { banned: true },
      { banned: 'no' },
      { roles: { admin: true } },
    ];
    for (const overrides of invalid) {
      await assertFails(setDoc(ref, joinPayload(overrides)));
    }
  });

  it('accepts the limits exactly and a potentiallyOfflineTimestamp', async () => {
    const { ref } = await newMember();
    await assertSucceeds(
      setDoc(
        ref,
        joinPayload({
          name: 'n'.repeat(48),
          sessionId: 's'.repeat(64),
          avatar: 'a'.repeat(64),
          currentRoom: 'r'.repeat(64),
          desiredChannelId: 'c'.repeat(64),
          potentiallyOfflineTimestamp: Timestamp.fromMillis(Date.now()),
        }),
      ),
    );
  });
});

describe('update', () => {
  const mine = () => doc(db(suite.as.attendee), `${users}/${UID.attendee}`);

  it('the user updates their own fields', async () => {
    await assertSucceeds(
      updateDoc(mine(), { name: 'Renamed', avatar: 'owl', currentRoom: 'hall' }),
    );
    await assertSucceeds(updateDoc(mine(), { 'audio.muted': true }));
    await assertSucceeds(updateDoc(mine(), { desiredChannelId: 'zone-1' }));
    await assertSucceeds(updateDoc(mine(), { desiredChannelId: null, online: false }));
    await assertSucceeds(updateDoc(mine(), { potentiallyOfflineTimestamp: null }));
  });

  it('the keep-alive must be the server time', async () => {
    await assertSucceeds(updateDoc(mine(), { lastKeepAlive: serverTimestamp() }));
    // A minute off: a client time that happened to equal the stored server time to the
    // millisecond would be no change at all (and allowed as such).
    await assertFails(
      updateDoc(mine(), { lastKeepAlive: Timestamp.fromMillis(Date.now() - 60_000) }),
    );
  });

  it('a full rewrite that leaves lastKeepAlive unchanged is accepted', async () => {
    await assertSucceeds(setDoc(mine(), eventUserFixture('Attendee', { name: 'Again' })));
  });

  it('mutedTemporarily may be kept but not changed by the user', async () => {
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, `${users}/${UID.attendee}`), { mutedTemporarily: true }),
    );
    await assertSucceeds(updateDoc(mine(), { name: 'Still muted' }));
    await assertSucceeds(setDoc(mine(), { mutedTemporarily: true }, { merge: true }));
    await assertFails(updateDoc(mine(), { mutedTemporarily: false }));
    await assertFails(updateDoc(mine(), { mutedTemporarily: deleteField() }));
  });

  it('mutedTemporarily may not be switched on by the user either', async () => {
    await assertFails(updateDoc(mine(), { mutedTemporarily: true }));
  });

  it('where mutedTemporarily is absent, the user may add false but not true or a string', async () => {
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, `${users}/${UID.attendee}`), { mutedTemporarily: deleteField() }),
    );
    await assertFails(updateDoc(mine(), { mutedTemporarily: true }));
    await assertFails(updateDoc(mine(), { mutedTemporarily: 'no' }));
    await assertSucceeds(updateDoc(mine(), { mutedTemporarily: false }));
  });

  it('banned may be added as false (older documents lack it) but never set true', async () => {
    await assertSucceeds(updateDoc(mine(), { banned: false }));
    await assertFails(updateDoc(mine(), { banned: true }));
  });

  it('update rejects invalid fields', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { name: 'n'.repeat(49) },
      { name: ' \n ' },
      { sessionId: '' },
      { isBot: true },
      { online: 1 },
      { audio: { muted: true, micEnabled: 'on' } },
      { audio: 'on' },
      { potentiallyOfflineTimestamp: 12 },
      { desiredChannelId: 5 },
      { extra: 'key' },
      { banned: true },
    ];
    for (const data of invalid) {
      await assertFails(updateDoc(mine(), data));
    }
  });

  it("nobody updates someone else's document", async () => {
    await assertFails(
      updateDoc(doc(db(suite.as.attendee), `${users}/${UID.anonymous}`), { name: 'Hijack' }),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.attendee), `${users}/${UID.anonymous}`), {
        potentiallyOfflineTimestamp: serverTimestamp(),
      }),
    );
  });

  it('a banned member may not update their own document', async () => {
    await suite.seed((firestore) =>
      setDoc(doc(firestore, `${users}/${UID.banned}`), eventUserFixture('Banned')),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.banned), `${users}/${UID.banned}`), { name: 'Back again' }),
    );
  });

  it('the bot document stays a bot document', async () => {
    await assertFails(updateDoc(doc(db(suite.as.attendee), `${users}/bot-1`), { isBot: false }));
  });
});

describe('delete', () => {
  it('is denied, even for the owner', async () => {
    await assertFails(deleteDoc(doc(db(suite.as.attendee), `${users}/${UID.attendee}`)));
    await assertFails(deleteDoc(doc(db(suite.as.staff), `${users}/${UID.attendee}`)));
  });
});
