import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentData } from 'firebase-admin/firestore';
import { effectiveRoles, type EffectiveRoles, type RoleFlags } from '../../../src/domain/roles';
import { db } from './admin';
import type { Caller } from './callable';
import { eventDoc, memberDoc } from '../../../src/domain/protocol/paths';

/** What an event-scoped callable needs to know about the event and the caller's standing in it. */
export interface EventAuthority {
  eventId: string;
  event: DocumentData;
  creatorId: string;
  /** The caller's effective roles in this event (a banned member holds none). */
  roles: EffectiveRoles;
  /** A granted, unbanned member or the creator: who may read and use the event (as the rules). */
  isMember: boolean;
  staff: boolean;
}

const EVENT_NOT_FOUND = "This event doesn't exist.";

/** Loads the event and the caller's member doc; not-found when the event is missing. */
export async function loadEventAuthority(eventId: string, caller: Caller): Promise<EventAuthority> {
  const [eventSnap, memberSnap] = await Promise.all([
    db.doc(eventDoc(eventId)).get(),
    db.doc(memberDoc(eventId, caller.uid)).get(),
  ]);
  if (!eventSnap.exists) throw eventNotFound();
  const event = eventSnap.data() ?? {};
  const creatorId = typeof event.creatorId === 'string' ? event.creatorId : '';
  const member = memberSnap.data();
  const explicit: RoleFlags = member && member.banned !== true ? (member.roles ?? {}) : {};
  return {
    eventId,
    event,
    creatorId,
    roles: effectiveRoles(explicit, creatorId === caller.uid),
    isMember: creatorId === caller.uid || (member?.granted === true && member.banned !== true),
    staff: caller.staff,
  };
}

export function eventNotFound(): HttpsError {
  return new HttpsError('not-found', EVENT_NOT_FOUND, { reason: 'event_doesnt_exist' });
}

/** Event admins (the creator or an explicit admin) and site staff. */
export function requireEventAdmin(authority: EventAuthority): void {
  if (authority.roles.admin || authority.staff) return;
  throw new HttpsError('permission-denied', 'Only event admins can do this.', {
    reason: 'not_event_admin',
  });
}

/** Granted, unbanned members and the creator: the rules' isMember(). */
export function requireEventMember(authority: EventAuthority): void {
  if (authority.isMember) return;
  throw new HttpsError('permission-denied', 'Only members of this event can do this.', {
    reason: 'not_event_member',
  });
}

/** Event organisers (implied by creator and admin) and site staff. */
export function isEventOrganiserOrStaff(authority: EventAuthority): boolean {
  return authority.roles.eventOrganiser || authority.staff;
}

/** Event organisers (implied by creator and admin) and site staff. */
export function requireEventOrganiser(authority: EventAuthority): void {
  if (isEventOrganiserOrStaff(authority)) return;
  throw new HttpsError('permission-denied', 'Only event organizers can do this.', {
    reason: 'not_event_organiser',
  });
}

/** Moderation and role changes are never applied by a user to themselves. */
export function refuseSelf(caller: Caller, userId: string): void {
  if (caller.uid === userId) {
    throw new HttpsError('failed-precondition', "You can't do this to yourself.", {
      reason: 'self',
    });
  }
}
