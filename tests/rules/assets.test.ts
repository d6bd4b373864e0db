// firestore.rules — scenery assets (assets/{assetId}): staff write whole, valid documents
// (isValidAsset mirrors src/domain/models/assets.ts); organisers, attendees and anonymous visitors
// only read. Every document the shared schema accepts here, the rules accept too.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { parseSceneryAsset } from '../../src/domain/models/assets';
import { FULL_MODEL_ASSET } from '../../src/domain/models/assets.test-helper';
import { SCENERY_KINDS } from '../../src/domain/models/scenery';
import { db } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';

const suite = setupRulesSuite();

const full = FULL_MODEL_ASSET;

/** Each a document the shared schema refuses, and so must the rules. */
const MALFORMED: [string, Record<string, unknown>][] = [
  ['no name', { modelPath: 'models/lamp/a.glb' }],
  ['a blank name', { name: '   ', modelPath: 'models/lamp/a.glb' }],
  ['a name over 48', { name: 'x'.repeat(49), modelPath: 'models/lamp/a.glb' }],
  ['neither model nor kind', { name: 'Lamp' }],
  ['both model and kind', { name: 'Lamp', modelPath: 'models/lamp/a.glb', kind: 'lamp' }],
  ['an unknown kind', { name: 'Lamp', kind: 'castle' }],
  ["another asset's folder", { name: 'Lamp', modelPath: 'models/other/a.glb' }],
  ['a nested path', { name: 'Lamp', modelPath: 'models/lamp/x/a.glb' }],
  ['not a model', { name: 'Lamp', modelPath: 'models/lamp/a.png' }],
  ['a script thumbnail', { ...full, thumbnail: 'javascript:alert(1)' }],
  ['position out of range', { ...full, position: [0, 51, 0] }],
  ['two-element rotation', { ...full, rotation: [0, 0] }],
  ['rotation as text', { ...full, rotation: ['0', 0, 0] }],
  ['zero scale', { ...full, scale: [1, 0, 1] }],
  ['materials not a map', { ...full, materials: ['#ffffff'] }],
  [
    '33 materials',
    {
      ...full,
      materials: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`m${i}`, '#000000'])),
    },
  ],
  ['listInMenu as text', { ...full, listInMenu: 'yes' }],
  ['an unknown shape', { ...full, physicsData: { enabled: true, shape: 'STAR', radius: 1 } }],
  ['a circle without radius', { ...full, physicsData: { enabled: true, shape: 'CIRCLE' } }],
  ['a box without hy', { ...full, physicsData: { enabled: true, shape: 'BOX', hx: 1 } }],
  ['a radius over 50', { ...full, physicsData: { enabled: false, shape: 'CIRCLE', radius: 51 } }],
  ['physics extra key', { ...full, physicsData: { ...full.physicsData, mass: 1 } }],
  ['instancing extra key', { ...full, instancingData: { ...full.instancingData, lod: 2 } }],
  ['instancing scale', { ...full, instancingData: { ...full.instancingData, scale: [0, 1, 1] } }],
  ['an unknown field', { ...full, owner: 'me' }],
];

describe('assets/{assetId}: staff write valid documents', () => {
  it('staff create a full model asset and a minimal one, update and delete them', async () => {
    const staff = db(suite.as.staff);
    expect(parseSceneryAsset('lamp', full).ok).toBe(true);
    await assertSucceeds(setDoc(doc(staff, 'assets/lamp'), full));
    await assertSucceeds(
      setDoc(doc(staff, 'assets/stall'), { name: 'Stall', modelPath: 'models/stall/S.GLTF' }),
    );
    await assertSucceeds(
      updateDoc(doc(staff, 'assets/lamp'), { materials: { Iron: '#303030' }, listInMenu: true }),
    );
    await assertSucceeds(deleteDoc(doc(staff, 'assets/stall')));
  });

  it('staff create the procedural kinds the world draws', async () => {
    for (const kind of SCENERY_KINDS) {
      const data = {
        name: kind,
        kind,
        scale: [1, 1, 1],
        listInMenu: true,
        physicsData: { enabled: false, shape: 'CIRCLE', radius: 0 },
      };
      expect(parseSceneryAsset(kind, data).ok).toBe(true);
      await assertSucceeds(setDoc(doc(db(suite.as.staff), `assets/${kind}`), data));
    }
  });

  it('malformed documents are refused, by the rules as by the schema', async () => {
    for (const [what, data] of MALFORMED) {
      expect(parseSceneryAsset('lamp', data).ok, what).toBe(false);
      await assertFails(setDoc(doc(db(suite.as.staff), 'assets/lamp'), data));
    }
  });

  it('an update may not break a valid document', async () => {
    const staff = db(suite.as.staff);
    await assertFails(updateDoc(doc(staff, 'assets/tree'), { kind: 'tree' }));
    await assertFails(updateDoc(doc(staff, 'assets/tree'), { scale: [1, 1, 0] }));
    await assertFails(updateDoc(doc(staff, 'assets/tree'), { modelPath: 'models/x/tree.glb' }));
  });
});

describe('assets/{assetId}: nobody else writes', () => {
  it('organisers, attendees, anonymous visitors and the signed out are refused', async () => {
    for (const who of ['organiser', 'attendee', 'anonymous', 'signedOut'] as const) {
      const firestore = who === 'organiser' ? suite.actor('organiser').db : db(suite.as[who]);
      await assertFails(setDoc(doc(firestore, 'assets/lamp'), full));
      await assertFails(updateDoc(doc(firestore, 'assets/tree'), { listInMenu: false }));
      await assertFails(deleteDoc(doc(firestore, 'assets/tree')));
    }
  });
});
