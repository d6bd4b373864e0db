// firestore.rules isValidInstanceProps: every interactive type's properties under the
// reference's keys, bounded as src/domain/objects/objectProps.ts says; unknown keys refused. Who may
// edit at all is in matrix-rooms.test.ts, video control in matrix-objects.test.ts.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { defaultProps, fieldOf, PROP_FIELDS } from '../../src/domain/objects/objectProps';
import {
  SIGN_HEIGHT,
  SIGN_WIDTH,
  STAGE_SIZE,
  ZONE_SIZE,
} from '../../src/domain/objects/objectSizes';
import { INTERACTIVE_TYPES } from '../../src/domain/objects/roomObjects';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH, instanceFixture, ROOM_ID } from '../support/worldFixtures';

const suite = setupRulesSuite();
const editor = () => db(suite.env.authenticatedContext(UID.roomEditor));
const place = (assetId: string, props: Record<string, unknown>) =>
  setDoc(
    doc(editor(), `${EVENT_PATH}/rooms/${ROOM_ID}/instances/probe`),
    instanceFixture({ assetId, props }),
  );

/** Values each key takes (accepted) and refuses, beside the defaults the editor starts with. */
const CASES: Record<string, { ok: unknown[]; bad: unknown[] }> = {
  '_roomPortal-destination': {
    ok: ['_main', 'hall', 'r'.repeat(64)],
    bad: ['', 'a/b', 'r'.repeat(65), 3],
  },
  '_roomPortal-label': { ok: ['visible', 'hidden'], bad: ['shown', true] },
  '_roomPortal-access': { ok: ['click-to-enter', 'automatic'], bad: ['click', ''] },
  '_roomPortal-radius': { ok: [0.5, 2.5, 20], bad: [0.4, 21, '2.5'] },
  '_roomPortal-range': { ok: ['visible', 'hidden'], bad: ['none'] },
  '_roomEntrance-source': { ok: ['_default', 'hall'], bad: ['', 'x/y'] },
  _videoUrl: {
    ok: ['', 'https://example.com/talk.mp4', 'http://a.b/c', '/media/test-video.webm'],
    bad: [
      'javascript:alert(1)',
      'ftp://x/y',
      'https://a b',
      '//evil.example/x',
      `https://${'a'.repeat(2041)}`,
    ],
  },
  _videoPlaying: { ok: [true, false], bad: ['yes'] },
  _videoAuthor: { ok: [null, UID.roomEditor], bad: ['', 7] },
  _videoVolume: { ok: [0, 50, 100], bad: [-1, 101, 50.5, '50'] },
  _videoLivestream: { ok: [true], bad: [1] },
  _videoLooping: { ok: [false], bad: ['false'] },
  _videoCompleted: { ok: [{}, { 'https%3A%2F%2Fa': true }], bad: ['done', true] },
  _imageUrl: { ok: ['', 'https://img.example/banner.png'], bad: ['data:image/png;base64,AAAA'] },
  _imageScale: { ok: [0.5, 5, 50], bad: [0, 51] },
  _imageWidth: { ok: [1, 180, 10000], bad: [0, 10001] },
  _imageHeight: { ok: [120], bad: [-5] },
  _character: { ok: ['arcticFox', 'frog'], bad: ['', 'a'.repeat(41)] },
  _autoProgress: { ok: [true, false], bad: [null] },
  _alwaysVisible: { ok: [false], bad: ['no'] },
  _talkRange: { ok: [1, 8, 50], bad: [0.5, 51] },
  _message: { ok: ['Hello\nWorld', 'm'.repeat(2000)], bad: ['m'.repeat(2001)] },
  _label: { ok: ['', 'l'.repeat(50)], bad: ['l'.repeat(51)] },
  // Sizes on any type (bounded per type below); a channel id blank or one plain segment.
  _width: { ok: [0, 5, 1024], bad: [-1, 1025, '5'] },
  _height: { ok: [0, 2.5, 1024], bad: [-0.1, 1024.5, true] },
  _channelId: {
    ok: ['', 'booth-1', 'c'.repeat(64)],
    bad: ['a/b', 'a:b', 'a b', 'c'.repeat(65), 5],
  },
  '_signPost-radius': { ok: [0.5, 2.5, 20], bad: [0.4, 20.5, '2'] },
};

/** Each type's size bounds (src/domain/objects/objectSizes.ts): [min, max] of _width and _height. */
const SIZES: Record<string, { width: [number, number]; height: [number, number] }> = {
  stage: { width: [STAGE_SIZE.min, STAGE_SIZE.max], height: [STAGE_SIZE.min, STAGE_SIZE.max] },
  channelZone: { width: [ZONE_SIZE.min, ZONE_SIZE.max], height: [ZONE_SIZE.min, ZONE_SIZE.max] },
  signPost: { width: [SIGN_WIDTH.min, SIGN_WIDTH.max], height: [SIGN_HEIGHT.min, SIGN_HEIGHT.max] },
};

describe('interactive object properties', () => {
  it('accepts every type with the defaults the editor gives it', async () => {
    for (const type of INTERACTIVE_TYPES) await assertSucceeds(place(type, defaultProps(type)));
  });

  for (const [type, bounds] of Object.entries(SIZES)) {
    it(`bounds the size of a ${type} as the property table does`, async () => {
      for (const key of ['_width', '_height'] as const) {
        const [min, max] = key === '_width' ? bounds.width : bounds.height;
        const field = fieldOf(type, key);
        expect(field).toMatchObject({ kind: 'number', min, max });
        await assertSucceeds(place(type, { [key]: min }));
        await assertSucceeds(place(type, { [key]: max }));
        await assertFails(place(type, { [key]: min - 0.1 }));
        await assertFails(place(type, { [key]: max + 0.1 }));
      }
    });
  }

  it("keeps a sign post's reference minimums: width 4, height 1.5", async () => {
    await assertSucceeds(place('signPost', { _width: 4, _height: 1.5 }));
    await assertFails(place('signPost', { _width: 3.99, _height: 1.5 }));
    await assertFails(place('signPost', { _width: 4, _height: 1.49 }));
  });

  it("stores no stage _isPublic: whether the stage is public is the event's eventStage.isPublic", async () => {
    await assertFails(place('stage', { _isPublic: true }));
  });

  it('has a case for every key the editor writes', () => {
    const keys = Object.values(PROP_FIELDS).flatMap((fields) => fields.map((f) => f.key));
    for (const key of keys) expect(CASES, key).toHaveProperty([key]);
  });

  for (const [key, { ok, bad }] of Object.entries(CASES)) {
    it(`bounds ${key}`, async () => {
      for (const value of ok) await assertSucceeds(place('npc', { [key]: value }));
      for (const value of bad) await assertFails(place('npc', { [key]: value }));
    });
  }

  it('refuses keys that are not the reference properties', async () => {
    await assertFails(place('videoScreen', { _videoUrl: '', onload: 'x' }));
    await assertFails(place('roomPortal', { destination: '_main' }));
  });
});
