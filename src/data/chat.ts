import {
  addDoc,
  deleteDoc,
  documentId,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase/firestore';
import { pagedQuery, type PagedSource } from './pagedQuery';
import { paths } from './paths';
import { countReads } from './readMeter';

export interface ChatMessage {
  id: string;
  message: string;
  author: string;
  authorName: string;
  /** Server time in ms (estimated until the server has stamped a message just sent). */
  at: number | null;
  removed: boolean;
  /** Sent from this tab and not yet stamped by the server (`at` is this clock's estimate). */
  pending: boolean;
  /** Where the message sits in the query's order (opaque; for reading earlier pages). */
  cursor: readonly unknown[];
}

function toMessage(d: QueryDocumentSnapshot): ChatMessage {
  const data: DocumentData = d.data({ serverTimestamps: 'estimate' });
  const stamp = (data.timestamp as Timestamp | null) ?? null;
  return {
    id: d.id,
    message: String(data.message ?? ''),
    author: String(data.author ?? ''),
    authorName: String(data.authorName ?? ''),
    at: stamp ? stamp.toMillis() : null,
    removed: data.removed === true,
    pending: d.metadata.hasPendingWrites,
    cursor: [stamp, d.id],
  };
}

/**
 * The event's chat, newest first: the latest page live, earlier pages on demand. Moderators read
 * removed messages too; everyone else asks only for visible ones, which is all the rules let
 * them read (composite index removed + timestamp in firestore.indexes.json).
 */
export function chatMessages(eventId: string, moderator: boolean): PagedSource<ChatMessage> {
  const order = [orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc')];
  const ordered = moderator
    ? query(paths.messages(eventId), ...order)
    : query(paths.messages(eventId), where('removed', '==', false), ...order);
  return pagedQuery({
    meter: 'chat',
    ordered,
    cursorOf: (message) => [...message.cursor],
    toItems: (docs) => docs.map(toMessage),
  });
}

export async function sendChatMessage(
  eventId: string,
  author: { uid: string; name: string },
  text: string,
): Promise<void> {
  await addDoc(paths.messages(eventId), {
    message: text,
    author: author.uid,
    authorName: author.name.slice(0, 48),
    timestamp: serverTimestamp(),
    removed: false,
    bannedAuthor: false,
  });
}

export async function setMessageRemoved(eventId: string, id: string, removed: boolean) {
  await updateDoc(paths.message(eventId, id), { removed });
}

export async function setChatBan(eventId: string, uid: string, banned: boolean, by: string) {
  if (banned) await setDoc(paths.chatBan(eventId, uid), { by, at: serverTimestamp() });
  else await deleteDoc(paths.chatBan(eventId, uid));
}

/** Whether the user is banned from chat, live (they may read their own ban). */
export function watchOwnChatBan(
  eventId: string,
  uid: string,
  onChange: (banned: boolean) => void,
): () => void {
  return onSnapshot(
    paths.chatBan(eventId, uid),
    (snap) => onChange(snap.exists()),
    () => onChange(false),
  );
}

/**
 * Moderators: which of the given authors are banned from chat, live. Only the authors on the
 * pages shown are asked about (at most 30 ids per query), never the event's whole ban list.
 */
export function watchChatBans(
  eventId: string,
  uids: readonly string[],
  onChange: (banned: ReadonlySet<string>) => void,
): () => void {
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += 30) chunks.push(uids.slice(i, i + 30));
  const byChunk = chunks.map(() => new Set<string>());
  const emit = () => onChange(new Set(byChunk.flatMap((set) => [...set])));
  if (chunks.length === 0) emit();
  const stops = chunks.map((chunk, i) =>
    onSnapshot(query(paths.chatBans(eventId), where(documentId(), 'in', chunk)), (snap) => {
      if (!snap.metadata.fromCache) countReads('chat.bans', snap.docChanges().length);
      byChunk[i] = new Set(snap.docs.map((d) => d.id));
      emit();
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/** The user's read mark in ms (0 when they never opened the chat). */
export async function readChatReadAt(eventId: string, uid: string): Promise<number> {
  const snap = await getDoc(paths.chatRead(eventId, uid));
  const at = snap.get('readAt') as Timestamp | undefined;
  return at ? at.toMillis() : 0;
}

/**
 * Marks read everything up to the newest message seen (its server time, so a message stamped
 * meanwhile but not yet shown stays unread).
 */
export async function markChatRead(eventId: string, uid: string, at: number): Promise<void> {
  await setDoc(paths.chatRead(eventId, uid), { readAt: Timestamp.fromMillis(at) });
}
