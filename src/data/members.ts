import { getDoc, onSnapshot } from 'firebase/firestore';
import type { RoleFlags } from '../domain/roles';
import { paths } from './paths';

export interface Member {
  uid: string;
  granted: boolean;
  banned: boolean;
  earlyAccess: boolean;
  roles: RoleFlags;
}

function toMember(uid: string, data: Record<string, unknown> | undefined): Member | null {
  if (!data) return null;
  return {
    uid,
    granted: data.granted === true,
    banned: data.banned === true,
    earlyAccess: data.earlyAccess === true,
    roles: (data.roles as RoleFlags | undefined) ?? {},
  };
}

/** One's own membership (roles, ban) in an event. */
export function watchMember(
  eventId: string,
  uid: string,
  callback: (member: Member | null) => void,
) {
  return onSnapshot(
    paths.member(eventId, uid),
    (snap) => callback(toMember(snap.id, snap.data())),
    () => callback(null),
  );
}

/** Reads one's membership once (to re-check after losing access to the event's data). */
export async function readMember(eventId: string, uid: string): Promise<Member | null> {
  const snap = await getDoc(paths.member(eventId, uid));
  return toMember(snap.id, snap.data());
}
