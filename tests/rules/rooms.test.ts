// firestore.rules — field validation of rooms and asset instances (the in-world editor's
// writes). Who may edit at all is in matrix-rooms.test.ts.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, instanceFixture, ROOM_ID } from '../support/worldFixtures';
import { returnPortalOf, roomSlug } from '../../src/domain/editor/newRooms';

const suite = setupRulesSuite();
const editor = () => db(suite.env.authenticatedContext(UID.roomEditor));
const room = (id = 'new-room') => doc(editor(), `${EVENT_PATH}/rooms/${id}`);
const instance = (id = 'new-instance') =>
  doc(editor(), `${EVENT_PATH}/rooms/${ROOM_ID}/instances/${id}`);

describe('rooms', () => {
  it('accepts names up to 48 characters and audio settings at their limits or null', async () => {
    await assertSucceeds(setDoc(room(), { name: 'n'.repeat(48) }));
    await assertSucceeds(setDoc(room(), { name: 'R', audioAttenuation: 0, audioRolloff: 1000 }));
    await assertSucceeds(setDoc(room(), { name: 'R', audioAttenuation: 1, audioRolloff: 0.01 }));
    await assertSucceeds(setDoc(room(), { name: 'R', audioAttenuation: null, audioRolloff: null }));
    await assertSucceeds(updateDoc(room(ROOM_ID), { audioRolloff: deleteField() }));
  });

  it('rejects empty, long, mistyped or missing names', async () => {
    for (const name of ['', '   ', '\n\t', 'n'.repeat(49), 5, null]) {
      await assertFails(setDoc(room(), { name }));
    }
    await assertFails(setDoc(room(), { audioRolloff: 16 }));
    await assertFails(updateDoc(room(ROOM_ID), { name: deleteField() }));
  });

  it('rejects audio settings out of range or mistyped, and unknown fields', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { audioAttenuation: -0.1 },
      { audioAttenuation: 1.1 },
      { audioAttenuation: '0.5' },
      { audioRolloff: 0 },
      { audioRolloff: -1 },
      { audioRolloff: 1000.5 },
      { audioRolloff: '16' },
      { assetInstances: {} },
    ];
    for (const data of invalid) {
      await assertFails(setDoc(room(), { name: 'Room', ...data }));
      await assertFails(updateDoc(room(ROOM_ID), data));
    }
  });
});

describe('instances', () => {
  it('accepts a full instance, the seed-style numeric created, and the floor edges', async () => {
    await assertSucceeds(setDoc(instance(), instanceFixture()));
    await assertSucceeds(setDoc(instance(), instanceFixture({ created: 0, props: {} })));
    await assertSucceeds(
      setDoc(instance(), { assetId: 'tree', assetType: 'scenery', x: 0, y: 1024, angle: -3.142 }),
    );
    await assertSucceeds(setDoc(instance(), instanceFixture({ x: 1024, y: 0 })));
  });

  it('a sign post title is at most 50 characters and its message at most 2000', async () => {
    const props = { _label: 't'.repeat(50), _message: 'm'.repeat(2000), _width: 4 };
    await assertSucceeds(setDoc(instance(), instanceFixture({ props })));
    await assertFails(setDoc(instance(), instanceFixture({ props: { _label: 't'.repeat(51) } })));
    await assertFails(
      setDoc(instance(), instanceFixture({ props: { _message: 'm'.repeat(2001) } })),
    );
    await assertFails(updateDoc(instance('sign-1'), { 'props._label': 't'.repeat(51) }));
    await assertFails(updateDoc(instance('sign-1'), { 'props._label': 50 }));
    await assertFails(updateDoc(instance('sign-1'), { 'props._message': ['m'] }));
  });

  it('rejects missing, out-of-range, mistyped and unknown fields', async () => {
    for (const key of ['assetId', 'assetType', 'x', 'y', 'angle']) {
      const { [key]: _missing, ...rest } = instanceFixture();
      await assertFails(setDoc(instance(), rest));
    }
    const invalid: Array<Record<string, unknown>> = [
      { assetType: 'npc' },
      { assetId: '' },
      { assetId: 'a'.repeat(129) },
      { assetId: 5 },
      { x: 1025 },
      { x: -1 },
      { x: '5' },
      { y: 1024.01 },
      { y: null },
      { angle: 'north' },
      { created: 'yesterday' },
      { props: 'none' },
      { owner: UID.roomEditor },
      { _props: {} },
    ];
    for (const data of invalid) {
      await assertFails(setDoc(instance(), instanceFixture(data)));
    }
  });

  it('a room made from a portal: its slug id, its portal back, and portals to it (issue 30 #14)', async () => {
    // The callable writes them with the admin SDK; the editors change them later, validated.
    const slug = roomSlug('قاعة الملصقات '.repeat(4), ['_main']);
    const back = doc(editor(), `${EVENT_PATH}/rooms/${slug}/instances/back`);
    await assertSucceeds(setDoc(room(slug), { name: 'قاعة الملصقات' }));
    await assertSucceeds(setDoc(back, { ...returnPortalOf(ROOM_ID, []), created: 0 }));
    await assertSucceeds(updateDoc(back, { 'props._roomPortal-access': 'automatic' }));
    const there = { ...returnPortalOf(ROOM_ID, []), props: { '_roomPortal-destination': slug } };
    await assertSucceeds(setDoc(instance(), there));
  });

  it('a move is validated too', async () => {
    await assertSucceeds(updateDoc(instance('sign-1'), { x: 1024, y: 0, angle: 6.283 }));
    await assertFails(updateDoc(instance('sign-1'), { x: 1024.5 }));
    await assertFails(updateDoc(instance('sign-1'), { angle: deleteField() }));
  });
});
