// Everything a deleted account leaves behind, and what happens to it:
//   profiles/{uid}, users/{uid}                      deleted
//   events/{e}/{members,users,chatReads,chatBans,reactions,insightVisitors}/{uid},
//   events/{e}/rooms/{r}/{positions,hands}/{uid}     deleted
//   events/{e}/restricted/insights.uniqueAttendees   kept: a count that names nobody (the
//                                                    organisers' 'everyone who ever came')
//   events/{e}/rooms/{r}/shares the user started     deleted (their screens are free again)
//   events/{e}/{signals,shareSignals} from or to
//   the user                                         deleted
//   events/{e}/messages by the user                  kept for the others' conversation, with
//                                                    author DELETED_USER_ID and authorName
//                                                    'Deleted user': the uid is a pseudonym that
//                                                    would still tie the messages together
//   events/{e}/chatBans the user imposed on others   kept, without `by`
//   events/{e}.eventStage.{participants,floor}.{uid} removed
//   events the user created                          kept (their attendees and rooms are other
//                                                    people's too), without creatorId: admins
//                                                    named on member documents still run them
//   voice conferences the user is in                 their session closed (usage counted), the
//                                                    uid replaced by an anonymous key
//   billingAccounts/{id}.owners                      the uid removed (invoices stay for the
//                                                    accounts' records)
//   invites/{code}.redeemedBy                        DELETED_USER_ID (the invite stays redeemed)
//   Storage users/{uid}/                             deleted
//   the auth user                                    deleted, last
// Events are found by reading each event's uid-keyed documents (6 per event) rather than by
// collection-group queries: member and user documents carry no uid field, and a scan also finds
// documents written before any such field existed. An account deletion is rare; at 10,000
// events it costs 60,000 reads.
import { randomBytes } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type UpdateData,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { closeSessions, OPEN_CONFERENCES, usageRef } from '../audio/conferenceStore';
import { adminAuth, db } from '../shared/admin';

/** Stands in for a deleted account's uid where a record of the act stays. */
const DELETED_USER_ID = 'deleted-user';
const DELETED_USER_NAME = 'Deleted user';

/** The event sub-collections whose documents are keyed by the user's uid. */
const KEYED_BY_UID = [
  'members',
  'users',
  'chatReads',
  'chatBans',
  'reactions',
  'insightVisitors',
] as const;
/** Events read per getAll (6 documents each). */
const EVENTS_PER_READ = 100;

/**
 * Batched writes through a BulkWriter (at most 20 writes per request, well under Firestore's
 * 500, retried on contention); finish() fails with the first write that failed.
 */
class Writes {
  private readonly writer = db.bulkWriter();
  private readonly outcomes: Promise<unknown>[] = [];

  delete(ref: DocumentReference) {
    this.track(this.writer.delete(ref));
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>) {
    this.track(this.writer.update(ref, data));
  }

  async finish() {
    await this.writer.close();
    const failed = (await Promise.all(this.outcomes)).find((outcome) => outcome instanceof Error);
    if (failed) throw failed;
  }

  private track(write: Promise<unknown>) {
    // Caught at once, so a failure is reported by finish(), not as an unhandled rejection.
    this.outcomes.push(
      write.then(
        () => null,
        (error: unknown) => error,
      ),
    );
  }
}

export interface ErasureSummary {
  events: number;
  deletedDocuments: number;
  anonymisedMessages: number;
}

/** The events holding any of the user's documents, plus those the user created. */
async function eventsOf(uid: string): Promise<DocumentReference[]> {
  const all = await db.collection('events').listDocuments();
  const involved = new Map<string, DocumentReference>();
  for (let i = 0; i < all.length; i += EVENTS_PER_READ) {
    const chunk = all.slice(i, i + EVENTS_PER_READ);
    const refs = chunk.flatMap((event) =>
      KEYED_BY_UID.map((name) => event.collection(name).doc(uid)),
    );
    const snaps = await db.getAll(...refs);
    snaps.forEach((snap, index) => {
      const event = chunk[Math.floor(index / KEYED_BY_UID.length)]!;
      if (snap.exists) involved.set(event.id, event);
    });
  }
  const created = await db.collection('events').where('creatorId', '==', uid).get();
  created.docs.forEach((doc) => involved.set(doc.id, doc.ref));
  return [...involved.values()];
}

/** Removes the user from one event; returns the documents deleted and messages anonymised. */
async function eraseFromEvent(event: DocumentReference, uid: string, writes: Writes) {
  const rooms = await event.collection('rooms').listDocuments();
  const candidates = [
    ...KEYED_BY_UID.map((name) => event.collection(name).doc(uid)),
    ...rooms.flatMap((room) => [
      room.collection('positions').doc(uid),
      room.collection('hands').doc(uid),
    ]),
  ];
  // Queries for what carries the uid in a field: screen shares (keyed by screen) in every room,
  // and the voice and share signals the user sent or was sent.
  const queries = [
    ...rooms.map((room) => room.collection('shares').where('uid', '==', uid)),
    ...['signals', 'shareSignals'].flatMap((name) => [
      event.collection(name).where('from', '==', uid),
      event.collection(name).where('to', '==', uid),
    ]),
  ];
  const [existing, found, messages, bans, eventSnap] = await Promise.all([
    db.getAll(...candidates),
    Promise.all(queries.map((query) => query.get())),
    event.collection('messages').where('author', '==', uid).get(),
    event.collection('chatBans').where('by', '==', uid).get(),
    event.get(),
  ]);
  // By path: a signal to oneself is both sent and received, and is deleted once.
  const toDelete = [
    ...new Map(
      [
        ...existing.filter((snap) => snap.exists).map((snap) => snap.ref),
        ...found.flatMap((result) => result.docs.map((doc) => doc.ref)),
      ].map((ref) => [ref.path, ref]),
    ).values(),
  ];
  for (const ref of toDelete) writes.delete(ref);
  for (const message of messages.docs) {
    writes.update(message.ref, { author: DELETED_USER_ID, authorName: DELETED_USER_NAME });
  }
  for (const ban of bans.docs) {
    // A ban the user imposed on someone else outlives them (it is not the deleted user's data).
    if (ban.id !== uid) writes.update(ban.ref, { by: FieldValue.delete() });
  }
  // Direct writes: the event document may need several (BulkWriter takes one per document).
  if (eventSnap.get('creatorId') === uid) await event.update({ creatorId: FieldValue.delete() });
  for (const entry of ['participants', 'floor']) {
    const onStage = new FieldPath('eventStage', entry, uid);
    if (eventSnap.get(onStage) !== undefined) await event.update(onStage, FieldValue.delete());
  }
  return { deleted: toDelete.length, anonymised: messages.size };
}

/**
 * Closes the user's voice sessions in the event's open conferences (so their time is counted
 * as a leave would count it) and replaces their uid in a conference's people with an anonymous
 * key, keeping the conference's head count right.
 */
async function forgetInConferences(eventId: string, uid: string) {
  const open = await usageRef(eventId).collection(OPEN_CONFERENCES).get();
  for (const conference of open.docs) {
    if (conference.get(new FieldPath('users', uid)) === undefined) continue;
    const leftAtMs = Date.now();
    await closeSessions(eventId, conference.id, (state) =>
      uid in state.sessions ? [{ uid, leftAtMs }] : [],
    );
    const after = await conference.ref.get();
    if (!after.exists || after.get(new FieldPath('users', uid)) === undefined) continue;
    const anonymous = `${DELETED_USER_ID}-${randomBytes(6).toString('hex')}`;
    await conference.ref.update(
      new FieldPath('users', uid),
      FieldValue.delete(),
      new FieldPath('users', anonymous),
      true,
    );
  }
}

/** Site-level documents: profile, user document, billing ownership, redeemed invites. */
async function eraseSiteDocuments(uid: string, writes: Writes) {
  const [accounts, invites] = await Promise.all([
    db.collection('billingAccounts').where('owners', 'array-contains', uid).get(),
    db.collection('invites').where('redeemedBy', '==', uid).get(),
  ]);
  writes.delete(db.doc(`profiles/${uid}`));
  writes.delete(db.doc(`users/${uid}`));
  for (const account of accounts.docs) {
    writes.update(account.ref, { owners: FieldValue.arrayRemove(uid) });
  }
  for (const invite of invites.docs) writes.update(invite.ref, { redeemedBy: DELETED_USER_ID });
}

/** Removes every trace of `uid` (see the table at the top of this file), the auth user last. */
export async function eraseUserData(uid: string): Promise<ErasureSummary> {
  const events = await eventsOf(uid);
  const writes = new Writes();
  let deletedDocuments = 0;
  let anonymisedMessages = 0;
  for (const event of events) {
    const { deleted, anonymised } = await eraseFromEvent(event, uid, writes);
    deletedDocuments += deleted;
    anonymisedMessages += anonymised;
    await forgetInConferences(event.id, uid);
  }
  await eraseSiteDocuments(uid, writes);
  await writes.finish();
  await getStorage()
    .bucket()
    .deleteFiles({ prefix: `users/${uid}/` });
  await adminAuth.deleteUser(uid).catch((error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
  });
  return { events: events.length, deletedDocuments, anonymisedMessages };
}
