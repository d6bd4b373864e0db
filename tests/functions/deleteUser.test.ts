// user-deleteUser: the account and its data go from everywhere (proved by listing every
// document of the database), chat messages stay anonymised, and an active subscription blocks
// the deletion before anything is touched.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeleteUserResult } from '../../src/domain/protocol/callables';
import { allDocuments } from './support/allDocuments';
import {
  adminAuth,
  adminBucket,
  anonymousClient,
  adminDb,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture } from './support/fixtures';

let other: Client;

beforeAll(async () => {
  other = await signedInUser();
  await warmUp(other, { 'user-deleteUser': 'not-an-object' });
}, 60_000);
afterAll(closeClients);

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/** The user's data in every place the product keeps it; returns what must survive. */
async function seedEverything(uid: string) {
  const joined = await createEventFixture({ creatorId: other.uid, rooms: ['hall'] });
  const created = await createEventFixture({ creatorId: uid });
  const event = adminDb.doc(`events/${joined.eventId}`);
  const now = FieldValue.serverTimestamp();
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`profiles/${uid}`), { name: 'Doomed', nickname: 'D', bio: 'bye' });
  batch.set(adminDb.doc(`users/${uid}`), { email: 'x@example.com', billingAccounts: [] });
  batch.set(event.collection('members').doc(uid), { granted: true, banned: false, roles: {} });
  batch.set(event.collection('users').doc(uid), { name: 'Doomed', online: true });
  batch.set(event.collection('chatReads').doc(uid), { readAt: now });
  batch.set(event.collection('chatBans').doc(uid), { by: other.uid, at: now });
  batch.set(event.collection('chatBans').doc(other.uid), { by: uid, at: now });
  batch.set(event.collection('reactions').doc(uid), { reaction: 'wave', timestamp: now });
  for (const room of ['_main', 'hall']) {
    batch.set(event.collection('rooms').doc(room).collection('positions').doc(uid), { x: 1 });
  }
  batch.set(event.collection('rooms').doc('hall').collection('hands').doc(uid), {
    name: 'Doomed',
    raisedAt: now,
  });
  batch.set(event.collection('signals').doc(), { from: uid, to: other.uid, kind: 'offer' });
  batch.set(event.collection('signals').doc(), { from: other.uid, to: uid, kind: 'answer' });
  batch.set(event.collection('signals').doc(), { from: uid, to: uid, kind: 'loopback' });
  // Screen shares (keyed by screen): the user's in two rooms go, someone else's stays; so do
  // the share signals from or to the user.
  const share = (by: string) => ({ uid: by, name: by, session: 'page', startedAt: now });
  batch.set(
    event.collection('rooms').doc('_main').collection('shares').doc('screen-1'),
    share(uid),
  );
  batch.set(event.collection('rooms').doc('hall').collection('shares').doc('screen-2'), share(uid));
  const othersShare = event.collection('rooms').doc('hall').collection('shares').doc('screen-3');
  batch.set(othersShare, share(other.uid));
  const shareSignal = (from: string, to: string) => ({
    from,
    to,
    roomId: 'hall',
    screenId: 'screen-3',
    session: 'page',
    kind: 'want',
    payload: '',
    t: 1,
    seq: 1,
    at: now,
  });
  batch.set(event.collection('shareSignals').doc(), shareSignal(uid, other.uid));
  batch.set(event.collection('shareSignals').doc(), shareSignal(other.uid, uid));
  const message = event.collection('messages').doc();
  batch.set(message, { message: 'hello', author: uid, authorName: 'Doomed', timestamp: now });
  batch.update(event, {
    [`eventStage.participants.${uid}`]: true,
    [`eventStage.floor.${uid}`]: true,
    [`eventStage.floor.${other.uid}`]: true,
  });
  const conference = adminDb.doc(`conferences/${joined.eventId}/openConferences/main`);
  batch.set(conference, {
    conferenceId: unique('conf'),
    alias: 'main',
    startedMs: Date.now() - 60_000,
    lastLeftMs: Date.now() - 60_000,
    closedPresenceMs: 0,
    users: { [uid]: true, [other.uid]: true },
    sessions: { [uid]: Date.now() - 60_000, [other.uid]: Date.now() - 60_000 },
  });
  const account = adminDb.collection('billingAccounts').doc();
  batch.set(account, { accountName: 'Mine', owners: [uid, other.uid] });
  batch.set(account.collection('subscriptions').doc(), { status: 'canceled' });
  const invite = adminDb.collection('invites').doc(unique('code'));
  batch.set(invite, { email: 'x@example.com', emailSent: true, redeemedBy: uid });
  await batch.commit();
  await adminBucket().file(`users/${uid}/images/avatar-1.png`).save(PNG);
  return { joined, created, message, conference, account, invite, othersShare };
}

describe('user-deleteUser', () => {
  it('removes the user from everywhere; messages stay with an anonymous author', async () => {
    const doomed = await signedInUser();
    const uid = doomed.uid;
    const kept = await seedEverything(uid);

    expect(await doomed.call<DeleteUserResult>('user-deleteUser', {})).toEqual({ success: true });

    const documents = await allDocuments();
    const leftovers = documents
      .filter((doc) => doc.id.includes(uid) || JSON.stringify(doc.data() ?? {}).includes(uid))
      .map((doc) => doc.ref.path);
    expect(leftovers).toEqual([]);
    // The listing did reach the places the user was in.
    expect(documents.map((doc) => doc.ref.path)).toContain(kept.message.path);
    expect((await kept.othersShare.get()).get('uid')).toBe(other.uid);

    expect((await kept.message.get()).data()).toMatchObject({
      message: 'hello',
      author: 'deleted-user',
      authorName: 'Deleted user',
    });
    const ban = (
      await adminDb.doc(`events/${kept.joined.eventId}/chatBans/${other.uid}`).get()
    ).data();
    expect(ban).toBeDefined();
    expect(ban).not.toHaveProperty('by');
    // Off the talk's floor; whoever else holds it keeps it.
    const joined = await adminDb.doc(`events/${kept.joined.eventId}`).get();
    expect(joined.get('eventStage.floor')).toEqual({ [other.uid]: true });
    const created = (await adminDb.doc(`events/${kept.created.eventId}`).get()).data();
    expect(created?.name).toBe('Fixture event');
    expect(created).not.toHaveProperty('creatorId');
    const conference = (await kept.conference.get()).data()!;
    expect(Object.keys(conference.users)).toHaveLength(2);
    expect(Object.keys(conference.sessions)).toEqual([other.uid]);
    expect((await kept.account.get()).get('owners')).toEqual([other.uid]);
    expect((await kept.invite.get()).get('redeemedBy')).toBe('deleted-user');

    const [files] = await adminBucket().getFiles({ prefix: `users/${uid}/` });
    expect(files).toEqual([]);
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  }, 120_000);

  it('refuses while an owned billing account has an active subscription; nothing is deleted', async () => {
    const owner = await signedInUser();
    await adminDb.doc(`profiles/${owner.uid}`).set({ name: 'Payer' });
    const account = adminDb.collection('billingAccounts').doc();
    await account.set({ accountName: 'Paying', owners: [owner.uid] });
    const active = account.collection('subscriptions').doc();
    await active.set({ status: 'active' });
    await account.collection('subscriptions').doc().set({ status: 'canceled' });
    await adminBucket().file(`users/${owner.uid}/images/avatar-2.png`).save(PNG);

    expect(await owner.call<DeleteUserResult>('user-deleteUser', {})).toEqual({
      success: false,
      activeSubscriptions: [{ billingAccountId: account.id, subscriptionIds: [active.id] }],
    });
    expect((await adminDb.doc(`profiles/${owner.uid}`).get()).exists).toBe(true);
    expect((await account.get()).get('owners')).toEqual([owner.uid]);
    const [files] = await adminBucket().getFiles({ prefix: `users/${owner.uid}/` });
    expect(files).toHaveLength(1);
    expect((await adminAuth.getUser(owner.uid)).uid).toBe(owner.uid);
  });

  it('refuses callers who are not signed in', async () => {
    await expectCallError(anonymousClient().call('user-deleteUser', {}), 'unauthenticated');
  });
});
