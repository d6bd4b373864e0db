// firestore.rules — profiles/{uid}.language (issue 34): the language a person chose in the picker,
// kept for every device they sign in on and for the e-mails sent to them. The owner writes one
// of the languages we ship; nobody else writes it. The rules' list of profile keys is the
// domain's PROFILE_KEYS.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { LANGUAGES } from '../../src/domain/languages';
import { PROFILE_KEYS } from '../../src/domain/profileFields';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const suite = setupRulesSuite();
const mine = () => doc(db(suite.as.attendee), `profiles/${UID.attendee}`);

describe('profiles/{uid}.language', () => {
  it.each([...LANGUAGES])('the owner keeps %s in their profile', async (language) => {
    await assertSucceeds(setDoc(mine(), { language }, { merge: true }));
    await assertSucceeds(updateDoc(mine(), { language, name: 'With a language' }));
  });

  it('a new profile may start with a language (a guest who chose one before saving)', async () => {
    await assertSucceeds(
      setDoc(doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`), { language: 'ar' }),
    );
  });

  it('refuses a language we do not ship, another spelling, and non-strings', async () => {
    for (const language of ['fr', 'EN', 'de-DE', '', ' en', 3, null, ['en'], { en: true }]) {
      await assertFails(updateDoc(mine(), { language }));
    }
    await assertFails(
      setDoc(doc(db(suite.as.anonymous), `profiles/${UID.anonymous}`), { language: 'pt' }),
    );
  });

  it('the owner may remove it (the device and the browser decide again)', async () => {
    await suite.seed((firestore) =>
      setDoc(doc(firestore, `profiles/${UID.attendee}`), { language: 'de' }, { merge: true }),
    );
    await assertSucceeds(updateDoc(mine(), { language: deleteField() }));
  });

  it("nobody sets someone else's language, not even staff; signed out, nobody at all", async () => {
    for (const who of [suite.as.nonMember, suite.as.staff, suite.as.anonymous]) {
      await assertFails(
        setDoc(doc(db(who), `profiles/${UID.attendee}`), { language: 'es' }, { merge: true }),
      );
    }
    await assertFails(
      setDoc(doc(db(suite.as.signedOut), `profiles/${UID.attendee}`), { language: 'es' }),
    );
  });
});

describe("the profile's keys", () => {
  it("firestore.rules isValidProfile allows exactly the domain's PROFILE_KEYS", () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const body = /function isValidProfile[\s\S]*?hasOnly\(\s*\[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    const keys = [...body.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(keys.sort()).toEqual([...PROFILE_KEYS].sort());
  });
});
