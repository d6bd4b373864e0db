// Site-admin-only objects (src/domain/editorLists.ts ADMIN_ONLY_INTERACTIVE, the NPC guide):
// only staff who may edit the room place one; an editor who is not staff is refused, also with
// public editing on, and cannot turn an object into one; placed ones stay editable and
// removable by the room's editors.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { ADMIN_ONLY_INTERACTIVE } from '../../src/domain/editorLists';
import { defaultProps } from '../../src/domain/objectProps';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, instanceFixture, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const instances = `${EVENT_PATH}/rooms/${ROOM_ID}/instances`;
/** The room editor as a plain editor, and the same person holding the staff claim. */
const editor = () => db(suite.env.authenticatedContext(UID.roomEditor));
const staffEditor = () => db(suite.env.authenticatedContext(UID.roomEditor, { staff: true }));
const guide = (assetId = 'npc') =>
  instanceFixture({ assetId, props: defaultProps(assetId) as Record<string, unknown> });

describe('admin-only objects', () => {
  it('the NPC guide is the admin-only type', () => {
    expect(ADMIN_ONLY_INTERACTIVE).toEqual(['npc']);
  });

  it('staff who edit the room place one; a room editor who is not staff cannot', async () => {
    await assertSucceeds(setDoc(doc(staffEditor(), `${instances}/by-staff`), guide()));
    await assertFails(setDoc(doc(editor(), `${instances}/by-editor`), guide()));
    // The same editor places the other types.
    await assertSucceeds(setDoc(doc(editor(), `${instances}/sign`), guide('signPost')));
  });

  it('public editing on: a member who is not staff cannot place one either', async () => {
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, EVENT_PATH), { 'access.publicEditingEnabled': true }),
    );
    const member = db(suite.as.attendee);
    await assertSucceeds(setDoc(doc(member, `${instances}/sign`), guide('signPost')));
    await assertFails(setDoc(doc(member, `${instances}/npc`), guide()));
    // Nor can staff who are not members (staff have no implicit room editing).
    await assertFails(setDoc(doc(db(suite.as.staff), `${instances}/npc`), guide()));
  });

  it('an editor cannot turn an object into one; placed ones stay editable and removable', async () => {
    await suite.seed((firestore) =>
      Promise.all([
        setDoc(doc(firestore, `${instances}/placed`), guide()),
        setDoc(doc(firestore, `${instances}/sign`), guide('signPost')),
      ]),
    );
    await assertFails(updateDoc(doc(editor(), `${instances}/sign`), { assetId: 'npc' }));
    await assertSucceeds(updateDoc(doc(staffEditor(), `${instances}/sign`), { assetId: 'npc' }));
    await assertSucceeds(updateDoc(doc(editor(), `${instances}/placed`), { x: 42 }));
    await assertSucceeds(deleteDoc(doc(editor(), `${instances}/placed`)));
  });
});
