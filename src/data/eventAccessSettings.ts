import { arrayRemove, arrayUnion, onSnapshot, setDoc, updateDoc } from 'firebase/firestore';
import type { AccessType } from '../domain/access';
import { paths } from './paths';

export interface RestrictedAccess {
  eventPassword: string | null;
  approvedEmails: string[];
}

/** The organisers-only access settings (password, approved e-mails). An old event's stored
 * googleSheetId is not read: nothing uses it (docs/architecture.md, 'Invite only'). */
export function watchRestrictedAccess(
  eventId: string,
  callback: (access: RestrictedAccess) => void,
  onError: (error: Error) => void,
) {
  return onSnapshot(
    paths.restrictedAccess(eventId),
    (snap) => {
      const data = snap.data() ?? {};
      callback({
        eventPassword: typeof data.eventPassword === 'string' ? data.eventPassword : null,
        approvedEmails: Array.isArray(data.approvedEmails) ? data.approvedEmails : [],
      });
    },
    onError,
  );
}

export async function setAccessType(
  eventId: string,
  accessType: AccessType,
  restricted: { eventPassword: string | null },
) {
  await setDoc(paths.restrictedAccess(eventId), restricted, { merge: true });
  await updateDoc(paths.event(eventId), { 'access.accessType': accessType });
}

export async function addApprovedEmails(eventId: string, emails: string[]) {
  await setDoc(
    paths.restrictedAccess(eventId),
    { approvedEmails: arrayUnion(...emails) },
    { merge: true },
  );
}

export async function removeApprovedEmail(eventId: string, email: string) {
  await updateDoc(paths.restrictedAccess(eventId), { approvedEmails: arrayRemove(email) });
}

export async function setEventClosed(eventId: string, isClosed: boolean) {
  await updateDoc(paths.event(eventId), { 'access.isClosed': isClosed });
}

export async function setPublicEditing(eventId: string, enabled: boolean) {
  await updateDoc(paths.event(eventId), { 'access.publicEditingEnabled': enabled });
}
