// Chatting attendees for the soak: real clients of the Firebase JS SDK (the app's own, run in
// Node), each signed in anonymously and going through the security rules the way the app does:
// the access callable (src/features/gate/useEventAccess.ts), the join write (src/data/
// eventUsers.ts joinEvent), a position in the room (src/data/positions.ts writePosition) and its
// keep-alive once a minute, and chat messages (src/data/chat.ts sendChatMessage). Each message's
// text carries its author's number and a sequence number, so a reader can count what it lost or
// got twice.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { importTs } from '../ts-modules.mjs';

/** The SPA's emulator configuration (src/data/firebase.ts without VITE_FIREBASE_CONFIG). */
const CONFIG = { projectId: 'demo-menagerie', apiKey: 'demo-key' };
const HOST = '127.0.0.1';
const KEEP_ALIVE_MS = 60_000;

/** The text of chatter `author`'s message number `seq` in soak `run`; parseSoakMessage reads it. */
export const soakMessage = (run, author, seq) => `soak ${run} ${author}#${seq} hello, crowd`;
const MESSAGE = /soak (\w+) (\d+)#(\d+) /;

/** { run, author, seq } of a soak message found in `text`; null for any other text. */
export function parseSoakMessage(text) {
  const match = MESSAGE.exec(text);
  return match && { run: match[1], author: Number(match[2]), seq: Number(match[3]) };
}

/** One attendee: signed in, granted access, joined into the room with a position. */
async function joinChatter(number, { eventSlug, roomId, domain }) {
  const app = initializeApp(CONFIG, `soak-chatter-${number}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:9099`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, 5001);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, 8080);

  const { user } = await signInAnonymously(auth);
  const access = await httpsCallable(functions, 'event-requestEventAccess')({ slug: eventSlug });
  const { eventId } = access.data;
  const name = `Chatter ${number}`;
  const wearer = { name, animal: 'fox', muted: true, reaction: '', hand: false };
  await setDoc(
    doc(db, `events/${eventId}/users/${user.uid}`),
    {
      name,
      avatar: wearer.animal,
      currentRoom: roomId,
      sessionId: crypto.randomUUID(),
      online: true,
      banned: false,
      lastKeepAlive: serverTimestamp(),
      potentiallyOfflineTimestamp: null,
      audio: { muted: false, micEnabled: false },
    },
    { merge: true },
  );
  const position = doc(db, `events/${eventId}/rooms/${roomId}/positions/${user.uid}`);
  const fields = domain.positionFields(
    domain.placeBot(domain.clusterArea(), Math.random),
    1000,
    wearer,
  );
  const writePosition = () => setDoc(position, { ...fields, t: serverTimestamp() });
  await writePosition();
  return {
    number,
    uid: user.uid,
    async keepAlive() {
      await updateDoc(doc(db, `events/${eventId}/users/${user.uid}`), {
        online: true,
        lastKeepAlive: serverTimestamp(),
      });
      await writePosition();
    },
    send: (text) =>
      addDoc(collection(db, `events/${eventId}/messages`), {
        message: text,
        author: user.uid,
        authorName: name,
        timestamp: serverTimestamp(),
        removed: false,
        bannedAuthor: false,
      }),
    // As 'Leave' does (src/data/eventUsers.ts leaveEvent): offline and no position, at once.
    async leave() {
      const batch = writeBatch(db);
      batch.update(doc(db, `events/${eventId}/users/${user.uid}`), { online: false });
      batch.delete(position);
      await batch.commit().catch(() => undefined);
      await terminate(db);
      await deleteApp(app);
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Joins `count` chatters into the room (a few at a time: the access callable's first calls warm
 * the functions emulator). `start(ms)` makes each send a message every `everyMs` (jittered by
 * ±50%, so they do not march in step) until `ms` have passed, and resolves with what was sent.
 */
export async function joinChatters(
  count,
  { run, eventSlug = 'demo', roomId = 'demo', everyMs = 3000 },
) {
  const domain = {
    ...(await importTs('src/domain/bots.ts')),
    ...(await importTs('src/domain/positionDocs.ts')),
  };
  const chatters = [];
  for (let i = 0; i < count; i += 5) {
    const numbers = Array.from({ length: Math.min(5, count - i) }, (_, k) => i + k + 1);
    chatters.push(
      ...(await Promise.all(numbers.map((n) => joinChatter(n, { eventSlug, roomId, domain })))),
    );
  }

  async function chat(chatter, until, sent, failures) {
    let nextKeepAlive = Date.now() + KEEP_ALIVE_MS;
    let seq = 0;
    // A random start within the first period spreads the first messages out too.
    await sleep(Math.random() * everyMs);
    while (Date.now() < until) {
      const text = soakMessage(run, chatter.number, ++seq);
      try {
        await chatter.send(text);
        sent.push(text);
      } catch (error) {
        failures.push(`${text}: ${error.message}`);
      }
      if (Date.now() >= nextKeepAlive) {
        nextKeepAlive += KEEP_ALIVE_MS;
        await chatter.keepAlive().catch((error) => failures.push(`keep-alive: ${error.message}`));
      }
      await sleep(everyMs * (0.5 + Math.random()));
    }
  }

  return {
    /** Chats for `ms`; resolves with the texts the server accepted and the failures. */
    async start(ms) {
      const until = Date.now() + ms;
      const sent = [];
      const failures = [];
      await Promise.all(chatters.map((chatter) => chat(chatter, until, sent, failures)));
      return { sent, failures };
    },
    leave: () => Promise.all(chatters.map((chatter) => chatter.leave())),
  };
}
