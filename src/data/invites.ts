import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Timestamp,
} from 'firebase/firestore';
import type { Language } from '../domain/languages';
import { LONG_CALL_TIMEOUT_MS } from '../domain/protocol/callFailures';
import { bound, call } from './callables';
import { db } from './firestoreDb';
import { countReads } from './readMeter';

/** An invite as the staff page shows it. */
export interface Invite {
  code: string;
  email: string;
  emailSent: boolean;
  redeemedBy: string | null;
  created: Date | null;
}

function toInvite(code: string, data: Record<string, unknown>): Invite {
  const created = data.created as Timestamp | null | undefined;
  return {
    code,
    email: typeof data.email === 'string' ? data.email : '',
    emailSent: data.emailSent === true,
    redeemedBy: typeof data.redeemedBy === 'string' ? data.redeemedBy : null,
    created: created?.toDate?.() ?? null,
  };
}

/**
 * Staff only (rules): the newest `max` invites not yet sent (`sent` false) or sent, live. The
 * staff page is bounded rather than paged: invites are sent in batches of a few hundred at most.
 */
export function watchInvites(
  sent: boolean,
  max: number,
  onInvites: (invites: Invite[]) => void,
  onError: (error: Error) => void,
): () => void {
  const newest = query(
    collection(db, 'invites'),
    where('emailSent', '==', sent),
    orderBy('created', 'desc'),
    limit(max),
  );
  return onSnapshot(
    newest,
    (snap) => {
      if (!snap.metadata.fromCache) countReads('invites', snap.docChanges().length);
      onInvites(snap.docs.map((d) => toInvite(d.id, d.data())));
    },
    onError,
  );
}

export const generateEmailInvitationCodes = bound('app-generateEmailInvitationCodes', {
  timeoutMs: LONG_CALL_TIMEOUT_MS,
});

export const sendInvitation = bound('app-sendInvitation');

/** Every pending invite's e-mail, in `language` (the staff page's choice). */
export const sendAllPendingInvites = (language: Language) =>
  call(
    'app-sendAllPendingInvites',
    { language },
    // One mail after another: a long list takes a while.
    { timeoutMs: LONG_CALL_TIMEOUT_MS },
  );

export const deleteInvitation = bound('app-deleteInvitation');

export const redeemInvitationCode = bound('app-redeemInvitationCode');
