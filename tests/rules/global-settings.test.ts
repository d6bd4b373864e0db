// firestore.rules — settings/global field validation (src/domain/globalSettings.ts): staff
// write only the known fields, each of its type; the closing link is https or a site path.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { db } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const suite = setupRulesSuite();
const settings = (who: 'staff' | 'attendee' = 'staff') => doc(db(suite.as[who]), 'settings/global');
const VALID = {
  defaultTemplate: 'default',
  demoTemplate: 'demo',
  demoSecondRoomTemplate: 'demoEditorRoom',
  closing: { text: 'We close soon.', date: '2026-12-24', link: 'https://example.com/closing' },
  subscriptionsEnabled: false,
};

describe('settings/global validation', () => {
  it('staff save the whole document, or merge one section', async () => {
    await assertSucceeds(setDoc(settings(), VALID));
    await assertSucceeds(
      setDoc(settings(), { closing: { text: '', date: '', link: '' } }, { merge: true }),
    );
    await assertSucceeds(
      setDoc(settings(), { closing: { text: 'x', date: '', link: '/terms' } }, { merge: true }),
    );
    await assertSucceeds(
      updateDoc(settings(), { subscriptionsEnabled: true, demoTemplate: 't-2' }),
    );
  });

  it('a valid document from anyone but staff is refused', async () => {
    await assertFails(setDoc(settings('attendee'), VALID));
  });

  it('refuses unknown keys and wrong types', async () => {
    await assertFails(updateDoc(settings(), { announcement: 'hi' }));
    await assertFails(updateDoc(settings(), { subscriptionsEnabled: 'no' }));
    await assertFails(updateDoc(settings(), { defaultTemplate: 'a/b' }));
    await assertFails(updateDoc(settings(), { demoTemplate: '' }));
    await assertFails(updateDoc(settings(), { demoSecondRoomTemplate: 7 }));
  });

  it('refuses a malformed closing announcement', async () => {
    const closing = (fields: Record<string, unknown>) =>
      updateDoc(settings(), { closing: { text: 'x', date: '', link: '', ...fields } });
    await assertFails(closing({ text: 'x'.repeat(501) }));
    await assertFails(closing({ date: '24-12-2026' }));
    await assertFails(closing({ link: 'javascript:alert(1)' }));
    await assertFails(closing({ link: '//evil.example' }));
    await assertFails(closing({ extra: true }));
    await assertFails(updateDoc(settings(), { closing: 'closing soon' }));
  });
});
