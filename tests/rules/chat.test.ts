// firestore.rules — field validation of chat messages, reactions, video playback and voice
// signals. Who may do what at all is in matrix-chat.test.ts and matrix-people.test.ts.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db, UID } from '../support/rulesEnv';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH } from '../support/worldFixtures';

const suite = setupRulesSuite();
const as = (uid: string) => db(suite.env.authenticatedContext(uid));
const now = () => Timestamp.fromMillis(Date.now());

describe('chat messages', () => {
  let sent = 0;
  /** A fresh message id each time: a second write to the same id would be an update. */
  const message = () => doc(as(UID.attendee), `${EVENT_PATH}/messages/new-${(sent += 1)}`);
  const chat = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    message: 'Hi',
    author: UID.attendee,
    authorName: 'Attendee',
    timestamp: serverTimestamp(),
    removed: false,
    bannedAuthor: false,
    ...overrides,
  });

  it('a message of 1 to 500 characters is sent; 0 or 501 are not', async () => {
    await assertSucceeds(setDoc(message(), chat({ message: 'm'.repeat(500) })));
    await assertSucceeds(setDoc(message(), chat({ message: 'm' })));
    await assertFails(setDoc(message(), chat({ message: 'm'.repeat(501) })));
    await assertFails(setDoc(message(), chat({ message: '' })));
    await assertFails(setDoc(message(), chat({ message: '  \n ' })));
  });

  it("carries the author's name, at most 48 characters", async () => {
    await assertSucceeds(setDoc(message(), chat({ authorName: 'n'.repeat(48) })));
    await assertFails(setDoc(message(), chat({ authorName: 'n'.repeat(49) })));
    await assertFails(setDoc(message(), chat({ authorName: 7 })));
  });

  it('rejects a mistyped text, a client time, a removed or banned flag, missing or extra keys', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { message: 5 },
      { timestamp: now() },
      { removed: true },
      { bannedAuthor: true },
      { removed: 'no' },
      { reactions: {} },
    ];
    for (const overrides of invalid) {
      await assertFails(setDoc(message(), chat(overrides)));
    }
    for (const key of ['message', 'author', 'authorName', 'timestamp', 'removed', 'bannedAuthor']) {
      const { [key]: _missing, ...rest } = chat();
      await assertFails(setDoc(message(), rest));
    }
  });

  it('an admin removes and restores a message and marks its author', async () => {
    const existing = doc(as(UID.admin), `${EVENT_PATH}/messages/msg-1`);
    await assertSucceeds(updateDoc(existing, { removed: true }));
    await assertSucceeds(updateDoc(existing, { removed: false, bannedAuthor: true }));
    await assertFails(updateDoc(existing, { removed: 'yes' }));
    await assertFails(updateDoc(existing, { bannedAuthor: 1 }));
    await assertFails(updateDoc(existing, { removed: deleteField() }));
    await assertFails(updateDoc(existing, { removed: true, message: 'Edited' }));
    await assertFails(updateDoc(existing, { author: UID.admin }));
  });
});

describe('reactions', () => {
  const mine = () => doc(as(UID.attendee), `${EVENT_PATH}/reactions/${UID.attendee}`);

  it('accepts the five reactions with a server timestamp', async () => {
    for (const reaction of ['wave', 'clap', 'heart', 'thumbsUp', 'thumbsDown']) {
      await assertSucceeds(setDoc(mine(), { reaction, timestamp: serverTimestamp() }));
    }
  });

  it('rejects other reactions, client times, missing and extra keys', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { reaction: 'angry', timestamp: serverTimestamp() },
      { reaction: 5, timestamp: serverTimestamp() },
      { reaction: 'wave', timestamp: now() },
      { reaction: 'wave' },
      { timestamp: serverTimestamp() },
      { reaction: 'wave', timestamp: serverTimestamp(), x: 1 },
    ];
    for (const data of invalid) {
      await assertFails(setDoc(mine(), data));
    }
  });
});

describe('video playback', () => {
  const video = (id = 'video-1') => doc(as(UID.videoController), `${EVENT_PATH}/videos/${id}`);
  const time = (overrides: Record<string, unknown> = {}) => ({
    value: 0,
    serverTs: serverTimestamp(),
    userTs: Date.now(),
    ...overrides,
  });

  it('the director writes the time, then marks the video completed without rewriting it', async () => {
    await assertSucceeds(setDoc(video('new'), { currentTime: time() }));
    await assertSucceeds(setDoc(video(), { currentTime: time({ value: 2.5 }) }, { merge: true }));
    await assertSucceeds(updateDoc(video(), { completed: true }));
    await assertSucceeds(setDoc(video('other'), { completed: false }));
  });

  it('rejects negative or mistyped times, client server-times, missing or extra keys', async () => {
    const invalid: Array<Record<string, unknown>> = [
      { currentTime: time({ value: -1 }) },
      { currentTime: time({ value: '3' }) },
      { currentTime: time({ serverTs: now() }) },
      { currentTime: time({ userTs: 'now' }) },
      { currentTime: { value: 1, serverTs: serverTimestamp() } },
      { currentTime: time({ paused: true }) },
      { currentTime: 5 },
      { currentTime: deleteField() },
      { completed: 'yes' },
      { director: UID.videoController },
    ];
    for (const data of invalid) {
      // updateDoc replaces currentTime whole (a merge would keep the stored sub-fields).
      await assertFails(updateDoc(video(), data));
    }
    await assertFails(setDoc(video('new'), { currentTime: time({ value: -1 }) }));
  });
});

describe('voice signals', () => {
  const signal = () => doc(as(UID.attendee), `${EVENT_PATH}/signals/new`);

  it('a member sends a signal as themselves to one recipient, with a payload', async () => {
    await assertSucceeds(
      setDoc(signal(), {
        from: UID.attendee,
        to: 'r'.repeat(128),
        type: 'offer',
        sdp: 'v=0',
        at: serverTimestamp(),
      }),
    );
  });

  it("stamps the server's time of sending, which the sweep of unread signals reads", async () => {
    const sent = { from: UID.attendee, to: UID.anonymous };
    await assertFails(setDoc(signal(), sent));
    await assertFails(setDoc(signal(), { ...sent, at: Timestamp.fromMillis(Date.now()) }));
    await assertSucceeds(setDoc(signal(), { ...sent, at: serverTimestamp() }));
  });

  it('rejects a missing, empty, long or mistyped recipient and a missing sender', async () => {
    for (const to of ['', 'r'.repeat(129), 5, null]) {
      await assertFails(setDoc(signal(), { from: UID.attendee, to, at: serverTimestamp() }));
    }
    await assertFails(setDoc(signal(), { from: UID.attendee, at: serverTimestamp() }));
    await assertFails(setDoc(signal(), { to: UID.anonymous, at: serverTimestamp() }));
  });

  it("nobody queries someone else's signals", async () => {
    await assertFails(
      getDocs(
        query(
          collection(as(UID.anonymous), `${EVENT_PATH}/signals`),
          where('to', '==', UID.attendee),
        ),
      ),
    );
  });
});
