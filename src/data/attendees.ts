import {
  documentId,
  getDoc,
  orderBy,
  query,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { toEventUser, type EventUser } from './eventUsers';
import { pagedQuery, type PagedSource } from './pagedQuery';
import { paths } from './paths';
import { countReads } from './readMeter';

/** Online attendees by name (ties by uid); every member may read them. */
export function onlineAttendees(eventId: string): PagedSource<EventUser> {
  return attendeesByPresence(eventId, true);
}

/** Attendees who left (or were set offline), by name; banned people are not among them. */
export function offlineAttendees(eventId: string): PagedSource<EventUser> {
  return attendeesByPresence(eventId, false);
}

function attendeesByPresence(eventId: string, online: boolean): PagedSource<EventUser> {
  return pagedQuery({
    meter: online ? 'attendees.online' : 'attendees.offline',
    // Composite index (online, banned, name) in firestore.indexes.json. A banned person is
    // offline but listed under Banned (event admins) or nowhere: every event user carries
    // `banned` (false from the join, true from the ban callable) for this filter to match.
    ordered: query(
      paths.eventUsers(eventId),
      where('online', '==', online),
      where('banned', '==', false),
      orderBy('name'),
      orderBy(documentId()),
    ),
    cursorOf: (user) => [user.name, user.uid],
    toItems: (docs) => docs.map((d) => toEventUser(d.id, d.data())),
  });
}

export interface BannedMember {
  uid: string;
  name: string;
}

/** Shown for a banned member with no name anywhere (never their id). */
const UNNAMED_ATTENDEE = 'Unnamed attendee';

/**
 * Banned members of an event, by uid (event admins only, by the security rules). A member
 * document holds no name, so each page's names are read by id: the event user's name, else the
 * profile's. Names read once are kept for the life of the source.
 */
export function bannedMembers(eventId: string): PagedSource<BannedMember> {
  const names = new Map<string, Promise<string>>();
  const nameOf = (uid: string) => {
    let name = names.get(uid);
    if (!name) {
      name = readName(eventId, uid);
      names.set(uid, name);
      // A failed read is not remembered: the next snapshot tries again.
      name.catch(() => names.delete(uid));
    }
    return name;
  };
  return pagedQuery({
    meter: 'attendees.banned',
    ordered: query(paths.members(eventId), where('banned', '==', true), orderBy(documentId())),
    cursorOf: (member) => [member.uid],
    toItems: (docs: QueryDocumentSnapshot[]) =>
      Promise.all(docs.map(async (d) => ({ uid: d.id, name: await nameOf(d.id) }))),
  });
}

async function readName(eventId: string, uid: string): Promise<string> {
  const user = await getDoc(paths.eventUser(eventId, uid));
  countReads('attendees.bannedNames', 1);
  const eventName = user.get('name') as unknown;
  if (typeof eventName === 'string' && eventName) return eventName;
  const profile = await getDoc(paths.profile(uid));
  countReads('attendees.bannedNames', 1);
  const profileName = profile.get('name') as unknown;
  return typeof profileName === 'string' && profileName ? profileName : UNNAMED_ATTENDEE;
}
