// firestore.rules — site-level documents: settings/global, slugs, users, profiles, assets,
// templates, and the collections that stay closed by default.
//
// storage.rules has no emulator tests: offline, the Storage emulator runs with a stand-in rules
// runtime that permits every request (see scripts/emulators/setup.mjs and OFFLINE-FIREBASE.md),
// so an emulator test could only ever pass. Upload limits are tested through the
// Storage-finalize function instead.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const suite = setupRulesSuite();

describe('settings/global', () => {
  it('anyone, even signed out, may read it', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.signedOut), 'settings/global')));
    await assertSucceeds(getDoc(doc(db(suite.as.anonymous), 'settings/global')));
  });

  it('staff write it (closing announcement, templates); nobody else does', async () => {
    await assertSucceeds(
      setDoc(doc(db(suite.as.staff), 'settings/global'), { demoTemplate: 'x' }, { merge: true }),
    );
    await assertFails(
      updateDoc(doc(db(suite.as.attendee), 'settings/global'), { demoTemplate: 'x' }),
    );
    await assertFails(deleteDoc(doc(db(suite.as.attendee), 'settings/global')));
  });

  it('other settings documents are closed, even to staff', async () => {
    await assertFails(getDoc(doc(db(suite.as.staff), 'settings/secret')));
    await assertFails(setDoc(doc(db(suite.as.staff), 'settings/secret'), { a: 1 }));
  });
});

describe('slugs/{slug}', () => {
  it('anyone may read a slug', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.signedOut), 'slugs/demo')));
  });

  it('clients may not claim or delete a slug', async () => {
    await assertFails(setDoc(doc(db(suite.as.attendee), 'slugs/mine'), { eventId: 'x' }));
    await assertFails(deleteDoc(doc(db(suite.as.staff), 'slugs/demo')));
  });
});

describe('users/{uid}', () => {
  it('the owner reads their own user document', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.attendee), `users/${UID.attendee}`)));
  });

  it('staff read it (the /admin/users page shows its permissions)', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.staff), `users/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.staff), 'users')));
  });

  it('nobody else reads it, and nobody lists users', async () => {
    await assertFails(getDoc(doc(db(suite.as.nonMember), `users/${UID.attendee}`)));
    await assertFails(getDoc(doc(db(suite.as.signedOut), `users/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.attendee), 'users')));
  });

  it('clients never write it, not even the owner', async () => {
    await assertFails(
      setDoc(doc(db(suite.as.attendee), `users/${UID.attendee}`), { email: 'a@b.c' }),
    );
    await assertFails(updateDoc(doc(db(suite.as.attendee), `users/${UID.attendee}`), { x: 1 }));
    await assertFails(deleteDoc(doc(db(suite.as.attendee), `users/${UID.attendee}`)));
  });
});

describe('profiles/{uid}', () => {
  const mine = () => doc(db(suite.as.attendee), `profiles/${UID.attendee}`);

  it('signed-in users (anonymous too) read profiles; signed out may not', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.nonMember), `profiles/${UID.attendee}`)));
    await assertSucceeds(getDoc(doc(db(suite.as.anonymous), `profiles/${UID.attendee}`)));
    await assertSucceeds(getDocs(collection(db(suite.as.attendee), 'profiles')));
    await assertFails(getDoc(doc(db(suite.as.signedOut), `profiles/${UID.attendee}`)));
    await assertFails(getDocs(collection(db(suite.as.signedOut), 'profiles')));
  });

  it('the owner creates their profile within the limits', async () => {
    await assertSucceeds(
      setDoc(doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`), {
        avatar: 'bear',
        name: 'n'.repeat(48),
        nickname: 'k'.repeat(48),
        pronouns: 'p'.repeat(48),
        bio: 'b'.repeat(300),
      }),
    );
  });

  it("nobody creates someone else's profile", async () => {
    await assertFails(
      setDoc(doc(db(suite.as.attendee), `profiles/${UID.banned}`), { name: 'Impostor' }),
    );
    await assertFails(setDoc(doc(db(suite.as.signedOut), 'profiles/nobody'), { name: 'x' }));
  });

  it('create rejects a 49-character name, a 301-character bio and unknown keys', async () => {
    const fresh = () => doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`);
    await assertFails(setDoc(fresh(), { name: 'n'.repeat(49) }));
    await assertFails(setDoc(fresh(), { bio: 'b'.repeat(301) }));
    await assertFails(setDoc(fresh(), { nickname: 'k'.repeat(49) }));
    await assertFails(setDoc(fresh(), { pronouns: 'p'.repeat(49) }));
    await assertFails(setDoc(fresh(), { name: 42 }));
    await assertFails(setDoc(fresh(), { avatar: 'a'.repeat(2049) }));
    await assertFails(setDoc(fresh(), { avatar: 7 }));
    await assertFails(setDoc(fresh(), { name: 'ok', roles: { admin: true } }));
  });

  it('a nickname, once written, is not blank (the editor requires one)', async () => {
    await assertFails(
      setDoc(doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`), { nickname: '' }),
    );
    await assertFails(updateDoc(mine(), { nickname: '   ' }));
    await assertSucceeds(updateDoc(mine(), { nickname: ' <b>🦊</b> ' }));
  });

  it('create may not set joinedEvents or createdEvents', async () => {
    const fresh = () => doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`);
    await assertFails(setDoc(fresh(), { name: 'ok', joinedEvents: { demo: true } }));
    await assertFails(setDoc(fresh(), { name: 'ok', createdEvents: {} }));
  });

  it('the owner updates name, nickname, pronouns, bio and avatar', async () => {
    await assertSucceeds(
      updateDoc(mine(), { name: 'New', nickname: 'nn', pronouns: 'she/her', bio: 'b'.repeat(300) }),
    );
    await assertSucceeds(setDoc(mine(), { avatar: 'https://example.com/a.png' }, { merge: true }));
  });

  it('the owner stores the animal they join as on every device: a key of 1..64 characters', async () => {
    await assertSucceeds(setDoc(mine(), { animal: 'panda' }, { merge: true }));
    await assertSucceeds(
      setDoc(doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`), { animal: 'owl' }),
    );
    await assertFails(updateDoc(mine(), { animal: '' }));
    await assertFails(updateDoc(mine(), { animal: 'a'.repeat(65) }));
    await assertFails(updateDoc(mine(), { animal: 3 }));
    await assertFails(
      setDoc(
        doc(db(suite.as.nonMember), `profiles/${UID.attendee}`),
        { animal: 'owl' },
        {
          merge: true,
        },
      ),
    );
  });

  it('update keeps joinedEvents/createdEvents: resending the same value is fine', async () => {
    await assertSucceeds(
      setDoc(mine(), { name: 'Same', joinedEvents: { demo: true } }, { merge: true }),
    );
  });

  it('update may not change or remove joinedEvents/createdEvents', async () => {
    await assertFails(updateDoc(mine(), { joinedEvents: { demo: true, other: true } }));
    await assertFails(updateDoc(mine(), { createdEvents: { mine: true } }));
    // A full overwrite without them would delete them.
    await assertFails(setDoc(mine(), { name: 'Overwrite' }));
  });

  it('update rejects over-long fields and extra keys', async () => {
    await assertFails(updateDoc(mine(), { name: 'n'.repeat(49) }));
    await assertFails(updateDoc(mine(), { bio: 'b'.repeat(301) }));
    await assertFails(updateDoc(mine(), { website: 'https://example.com' }));
  });

  it("nobody updates someone else's profile, not even staff", async () => {
    await assertFails(
      updateDoc(doc(db(suite.as.nonMember), `profiles/${UID.attendee}`), { bio: '' }),
    );
    await assertFails(updateDoc(doc(db(suite.as.staff), `profiles/${UID.attendee}`), { bio: '' }));
  });

  it('profiles are never deleted from a client', async () => {
    await assertFails(deleteDoc(mine()));
  });
});

describe('assets/{assetId}', () => {
  it('signed-in users read and list assets; signed out may not', async () => {
    await assertSucceeds(getDoc(doc(db(suite.as.anonymous), 'assets/tree')));
    await assertSucceeds(getDocs(collection(db(suite.as.attendee), 'assets')));
    await assertFails(getDoc(doc(db(suite.as.signedOut), 'assets/tree')));
  });

  it('staff create, update and delete assets', async () => {
    const staff = db(suite.as.staff);
    await assertSucceeds(setDoc(doc(staff, 'assets/rock'), { name: 'Rock', kind: 'rock' }));
    await assertSucceeds(updateDoc(doc(staff, 'assets/tree'), { listInMenu: false }));
    await assertSucceeds(deleteDoc(doc(staff, 'assets/tree')));
  });

  it('non-staff may not write assets', async () => {
    const attendee = db(suite.as.attendee);
    await assertFails(setDoc(doc(attendee, 'assets/rock'), { name: 'Rock', kind: 'rock' }));
    await assertFails(updateDoc(doc(attendee, 'assets/tree'), { listInMenu: false }));
    await assertFails(deleteDoc(doc(attendee, 'assets/tree')));
    await assertFails(
      setDoc(doc(db(suite.as.nonMember), 'assets/rock'), { name: 'Rock', kind: 'rock' }),
    );
  });
});

describe('templates/{id}', () => {
  it('staff read, list and write templates', async () => {
    const staff = db(suite.as.staff);
    await assertSucceeds(getDoc(doc(staff, 'templates/tpl-demo')));
    await assertSucceeds(getDocs(collection(staff, 'templates')));
    await assertSucceeds(setDoc(doc(staff, 'templates/new'), { name: 'New' }));
    await assertSucceeds(deleteDoc(doc(staff, 'templates/tpl-demo')));
  });

  it('non-staff may neither read nor write templates', async () => {
    await assertFails(getDoc(doc(db(suite.as.attendee), 'templates/tpl-demo')));
    await assertFails(getDocs(collection(db(suite.as.anonymous), 'templates')));
    await assertFails(setDoc(doc(db(suite.as.attendee), 'templates/new'), { name: 'New' }));
  });
});

describe('closed by default', () => {
  const closed = ['mail', 'conferences', 'somethingNew'];

  it('collections without a rule are closed to reads, queries and writes — even for staff', async () => {
    for (const name of closed) {
      await assertFails(getDoc(doc(db(suite.as.staff), `${name}/x`)));
      await assertFails(getDocs(collection(db(suite.as.attendee), name)));
      await assertFails(setDoc(doc(db(suite.as.staff), `${name}/x`), { a: 1 }));
    }
  });

  it('billing accounts open only through the owners list, not another field', async () => {
    await assertFails(
      getDocs(
        query(
          collection(db(suite.as.attendee), 'billingAccounts'),
          where('owner', '==', UID.attendee),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(db(suite.as.attendee), 'billingAccounts'),
          where('owners', 'array-contains', UID.attendee),
        ),
      ),
    );
  });
});
