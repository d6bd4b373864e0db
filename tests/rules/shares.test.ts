// firestore.rules — screen sharing (issue 32, src/domain/share.ts): a screen's share,
// events/{e}/rooms/{r}/shares/{screenId}, and its p2p signals, events/{e}/shareSignals/{id}.
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { SHARE, SHARE_SIGNAL_KINDS } from '../../src/domain/share';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import {
  EVENT_PATH,
  eventUserFixture,
  HALL_ID,
  instanceFixture,
  PAST,
  ROOM_ID,
} from '../support/worldFixtures';

const suite = setupRulesSuite();
const room = `${EVENT_PATH}/rooms/${ROOM_ID}`;
const shares = `${room}/shares`;
const signals = `${EVENT_PATH}/shareSignals`;
/** The rules' bound of a signal's payload (an SDP with video). */
const PAYLOAD_MAX = 20_000;
/** Someone whose member document is banned but names them admin: the ban wins. */
const BANNED_ADMIN = 'banned-admin';

const as = (uid: string): Firestore => db(suite.env.authenticatedContext(uid));
const screen = (uid: string, id = 'screen-1', inRoom = ROOM_ID) =>
  doc(as(uid), `${EVENT_PATH}/rooms/${inRoom}/shares/${id}`);

function share(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { uid, name: 'Sharer', session: 'page-1', startedAt: serverTimestamp(), ...overrides };
}

const start = (uid: string, overrides: Record<string, unknown> = {}) =>
  setDoc(screen(uid), share(uid, overrides));

const seed = (path: string, data: Record<string, unknown>) =>
  suite.seed((firestore) => setDoc(doc(firestore, path), data));
const seedMerge = (path: string, data: Record<string, unknown>) =>
  suite.seed((firestore) => setDoc(doc(firestore, path), data, { merge: true }));

/** A video screen in each room and a sign; everyone with a role online in the main room. */
beforeEach(async () => {
  await seed(`${room}/instances/screen-1`, instanceFixture({ assetId: 'videoScreen', props: {} }));
  await seed(
    `${EVENT_PATH}/rooms/${HALL_ID}/instances/screen-h`,
    instanceFixture({ assetId: 'videoScreen', props: {} }),
  );
  for (const uid of [
    UID.videoController,
    UID.organiser,
    UID.roomEditor,
    UID.speaker,
    UID.creator,
    UID.banned,
    BANNED_ADMIN,
  ]) {
    await seed(`${EVENT_PATH}/users/${uid}`, eventUserFixture(uid));
  }
});

/** A share of screen-1 by `uid`, started earlier. */
const seedShare = (uid: string) => seed(`${shares}/screen-1`, share(uid, { startedAt: PAST }));

describe('starting a share', () => {
  it('video controllers, organisers, room editors and the creator share, online in the room', async () => {
    for (const uid of [UID.videoController, UID.organiser, UID.roomEditor, UID.creator]) {
      await assertSucceeds(start(uid));
      await suite.seed((firestore) => deleteDoc(doc(firestore, `${shares}/screen-1`)));
    }
  });

  it('an attendee does not, unless public editing is on or the event is the demo', async () => {
    await assertFails(start(UID.attendee));
    await assertFails(start(UID.speaker));
    await seedMerge(EVENT_PATH, { access: { publicEditingEnabled: true } });
    await assertSucceeds(start(UID.attendee));
  });

  it('every member of the demo event shares (they control its videos)', async () => {
    await seedMerge(EVENT_PATH, { demo: true });
    await assertSucceeds(start(UID.attendee));
  });

  it('only online in this room', async () => {
    await assertFails(
      setDoc(screen(UID.videoController, 'screen-h', HALL_ID), share(UID.videoController)),
    );
    await seedMerge(`${EVENT_PATH}/users/${UID.videoController}`, { currentRoom: HALL_ID });
    await assertFails(start(UID.videoController));
    await assertSucceeds(
      setDoc(screen(UID.videoController, 'screen-h', HALL_ID), share(UID.videoController)),
    );
    await seedMerge(`${EVENT_PATH}/users/${UID.organiser}`, { online: false });
    await assertFails(start(UID.organiser));
  });

  it('not banned, and not as someone else', async () => {
    await assertFails(start(UID.banned));
    await assertFails(start(BANNED_ADMIN));
    await assertFails(start(UID.nonMember));
    await assertFails(setDoc(screen(UID.videoController), share(UID.organiser)));
  });

  it('only on a video screen of this room', async () => {
    await assertFails(setDoc(screen(UID.videoController, 'missing'), share(UID.videoController)));
    await assertFails(setDoc(screen(UID.videoController, 'sign-1'), share(UID.videoController)));
    await assertFails(setDoc(screen(UID.videoController, 'screen-h'), share(UID.videoController)));
  });

  it(`names of 1..${SHARE.nameMax}, sessions of 1..64, the server's time, exactly its keys`, async () => {
    await assertSucceeds(start(UID.videoController, { name: 'n'.repeat(SHARE.nameMax) }));
    await suite.seed((firestore) => deleteDoc(doc(firestore, `${shares}/screen-1`)));
    for (const bad of [
      { name: 'n'.repeat(SHARE.nameMax + 1) },
      { name: '' },
      { session: 's'.repeat(65) },
      { session: '' },
      { startedAt: Timestamp.now() },
      { extra: true },
    ]) {
      await assertFails(start(UID.videoController, bad));
    }
    const noSession = share(UID.videoController);
    delete noSession.session;
    await assertFails(setDoc(screen(UID.videoController), noSession));
    await assertSucceeds(start(UID.videoController, { session: 's'.repeat(64) }));
  });

  it('one share per screen: a second create and every update are refused', async () => {
    await seedShare(UID.organiser);
    await assertFails(start(UID.videoController));
    await assertFails(start(UID.organiser));
    await assertFails(updateDoc(screen(UID.organiser), { name: 'Renamed' }));
  });
});

describe('ending and reading a share', () => {
  it('its sharer and an organiser end it; another member does not', async () => {
    for (const by of [UID.videoController, UID.organiser, UID.admin]) {
      await seedShare(UID.videoController);
      await assertSucceeds(deleteDoc(screen(by)));
    }
    await seedShare(UID.videoController);
    for (const by of [UID.attendee, UID.roomEditor, UID.speaker, UID.nonMember]) {
      await assertFails(deleteDoc(screen(by)));
    }
    // Already gone: stopping again is no error.
    await assertSucceeds(deleteDoc(screen(UID.attendee, 'gone')));
  });

  it('members read the shares of a room; nobody else', async () => {
    await seedShare(UID.videoController);
    await assertSucceeds(getDoc(screen(UID.attendee)));
    await assertSucceeds(getDocs(collection(as(UID.attendee), shares)));
    await assertFails(getDoc(screen(UID.nonMember)));
    await assertFails(getDocs(collection(as(UID.banned), shares)));
  });
});

describe('share signals', () => {
  const sharer = UID.videoController;
  /** A signal about screen-1's share from `from` to `to`. */
  const signal = (from: string, to: string, overrides: Record<string, unknown> = {}) => ({
    from,
    to,
    roomId: ROOM_ID,
    screenId: 'screen-1',
    session: 'page-1',
    kind: 'offer',
    payload: '{"type":"offer","sdp":"v=0"}',
    t: 1000,
    seq: 1,
    at: serverTimestamp(),
    ...overrides,
  });
  const send = (from: string, to: string, overrides: Record<string, unknown> = {}) =>
    addDoc(collection(as(from), signals), signal(from, to, overrides));

  beforeEach(() => seedShare(sharer));

  it('the sharer signals a viewer, a viewer signals the sharer, with every kind', async () => {
    for (const kind of SHARE_SIGNAL_KINDS) {
      await assertSucceeds(send(sharer, UID.attendee, { kind }));
      await assertSucceeds(send(UID.attendee, sharer, { kind }));
    }
  });

  it('nobody else: viewer to viewer, to oneself, about no share, as someone else', async () => {
    await assertFails(send(UID.attendee, UID.anonymous));
    await assertFails(send(UID.organiser, UID.attendee));
    await assertFails(send(sharer, sharer));
    await assertFails(send(UID.attendee, sharer, { screenId: 'screen-2' }));
    await assertFails(send(UID.attendee, sharer, { roomId: HALL_ID }));
    await assertFails(addDoc(collection(as(UID.attendee), signals), signal(UID.anonymous, sharer)));
    await assertFails(send(UID.nonMember, sharer));
  });

  it("a viewer only online in the share's room; the sharer is not asked", async () => {
    await seedMerge(`${EVENT_PATH}/users/${UID.attendee}`, { currentRoom: HALL_ID });
    await assertFails(send(UID.attendee, sharer));
    await seedMerge(`${EVENT_PATH}/users/${UID.anonymous}`, { online: false });
    await assertFails(send(UID.anonymous, sharer));
    await seedMerge(`${EVENT_PATH}/users/${sharer}`, { online: false });
    await assertSucceeds(send(sharer, UID.attendee));
  });

  it(`payloads up to ${PAYLOAD_MAX} characters, known kinds, numbers, the server's time`, async () => {
    await assertSucceeds(send(UID.attendee, sharer, { payload: 'p'.repeat(PAYLOAD_MAX) }));
    await assertSucceeds(send(UID.attendee, sharer, { payload: '' }));
    for (const bad of [
      { payload: 'p'.repeat(PAYLOAD_MAX + 1) },
      { payload: { sdp: 'v=0' } },
      { kind: 'hello' },
      { t: '1000' },
      { seq: null },
      { session: '' },
      { screenId: 'a/b' },
      { at: Timestamp.now() },
      { extra: 1 },
    ]) {
      await assertFails(send(UID.attendee, sharer, bad));
    }
  });

  it('only the recipient reads and deletes a signal, and queries ask for their own', async () => {
    const id = 'sig-1';
    await seed(`${signals}/${id}`, signal(sharer, UID.attendee, { at: PAST }));
    await assertSucceeds(getDoc(doc(as(UID.attendee), `${signals}/${id}`)));
    await assertFails(getDoc(doc(as(sharer), `${signals}/${id}`)));
    await assertFails(getDoc(doc(as(UID.anonymous), `${signals}/${id}`)));
    const mine = (uid: string, to: string) =>
      getDocs(query(collection(as(uid), signals), where('to', '==', to)));
    await assertSucceeds(mine(UID.attendee, UID.attendee));
    await assertFails(mine(UID.anonymous, UID.attendee));
    await assertFails(getDocs(collection(as(UID.attendee), signals)));
    await assertFails(deleteDoc(doc(as(UID.anonymous), `${signals}/${id}`)));
    await assertFails(deleteDoc(doc(as(sharer), `${signals}/${id}`)));
    await assertSucceeds(deleteDoc(doc(as(UID.attendee), `${signals}/${id}`)));
  });
});
