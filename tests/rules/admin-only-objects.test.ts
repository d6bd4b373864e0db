// Site-admin-only objects (src/domain/editor/editorLists.ts): instances of an unlisted scenery asset
// (listInMenu false). Only staff who may edit the room place one; an editor who is not staff is
// refused, also with public editing on, and cannot turn an object into one; placed ones stay
// editable and removable by the room's editors. Listed scenery and every interactive type
// (the NPC guide included) stay every editor's.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { defaultProps } from '../../src/domain/objects/objectProps';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, instanceFixture, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const instances = `${EVENT_PATH}/rooms/${ROOM_ID}/instances`;
/** The room editor as a plain editor, and the same person holding the staff claim. */
const editor = () => db(suite.env.authenticatedContext(UID.roomEditor));
const staffEditor = () => db(suite.env.authenticatedContext(UID.roomEditor, { staff: true }));
const scenery = (assetId: string) => instanceFixture({ assetId, assetType: 'scenery', props: {} });
const HIDDEN = 'backstageCrate';
const LISTED = 'parkBench';

async function seedAssets() {
  await suite.seed((firestore) =>
    Promise.all([
      setDoc(doc(firestore, `assets/${HIDDEN}`), { name: 'Backstage crate', listInMenu: false }),
      setDoc(doc(firestore, `assets/${LISTED}`), { name: 'Park bench', listInMenu: true }),
    ]),
  );
}

describe('admin-only objects', () => {
  it('staff who edit the room place unlisted scenery; a room editor who is not staff cannot', async () => {
    await seedAssets();
    await assertSucceeds(setDoc(doc(staffEditor(), `${instances}/by-staff`), scenery(HIDDEN)));
    await assertFails(setDoc(doc(editor(), `${instances}/by-editor`), scenery(HIDDEN)));
    // The same editor places listed scenery, procedural kinds and the NPC guide.
    await assertSucceeds(setDoc(doc(editor(), `${instances}/bench`), scenery(LISTED)));
    await assertSucceeds(setDoc(doc(editor(), `${instances}/crate`), scenery('crate')));
    await assertSucceeds(
      setDoc(
        doc(editor(), `${instances}/guide`),
        instanceFixture({ assetId: 'npc', props: defaultProps('npc') }),
      ),
    );
  });

  it('public editing on: a member who is not staff cannot place one either', async () => {
    await seedAssets();
    await suite.seed((firestore) =>
      updateDoc(doc(firestore, EVENT_PATH), { 'access.publicEditingEnabled': true }),
    );
    const member = db(suite.as.attendee);
    await assertSucceeds(setDoc(doc(member, `${instances}/bench`), scenery(LISTED)));
    await assertFails(setDoc(doc(member, `${instances}/hidden`), scenery(HIDDEN)));
    // Nor can staff who are not members (staff have no implicit room editing).
    await assertFails(setDoc(doc(db(suite.as.staff), `${instances}/hidden`), scenery(HIDDEN)));
  });

  it('an editor cannot turn an object into one; placed ones stay editable and removable', async () => {
    await seedAssets();
    await suite.seed((firestore) =>
      Promise.all([
        setDoc(doc(firestore, `${instances}/placed`), scenery(HIDDEN)),
        setDoc(doc(firestore, `${instances}/bench`), scenery(LISTED)),
      ]),
    );
    await assertFails(updateDoc(doc(editor(), `${instances}/bench`), { assetId: HIDDEN }));
    await assertSucceeds(updateDoc(doc(staffEditor(), `${instances}/bench`), { assetId: HIDDEN }));
    await assertSucceeds(updateDoc(doc(editor(), `${instances}/placed`), { x: 42 }));
    await assertSucceeds(deleteDoc(doc(editor(), `${instances}/placed`)));
  });
});
