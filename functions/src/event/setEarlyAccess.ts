import { HttpsError } from 'firebase-functions/v2/https';
import {
  EARLY_ACCESS_TEXTS,
  type SetEarlyAccessResult,
} from '../../../src/domain/protocol/earlyAccess';
import { adminAuth, db } from '../shared/admin';
import { authedCallable, type Caller } from '../shared/callable';
import { loadEventAuthority, refuseSelf, requireEventOrganiser } from '../shared/eventAuthority';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { memberDoc } from '../../../src/domain/protocol/paths';

/**
 * Writes a person's early access, once the caller is known to be an organiser or staff: while the event is closed, the access gate lets in only
 * organisers and early-access members (decideAccess). The member doc's grant, ban and roles are
 * kept; someone without one gets one that is not (yet) granted, so the gate still checks their
 * password or invitation when they come.
 */
async function writeEarlyAccess(
  caller: Caller,
  eventId: string,
  userId: string,
  earlyAccess: boolean,
): Promise<SetEarlyAccessResult> {
  refuseSelf(caller, userId);
  const memberRef = db.doc(memberDoc(eventId, userId));
  await db.runTransaction(async (tx) => {
    const member = await tx.get(memberRef);
    if (member.exists) tx.update(memberRef, { earlyAccess });
    else tx.set(memberRef, { granted: false, banned: false, earlyAccess, roles: {} });
  });
  return { earlyAccess };
}

/**
 * Gives or removes a person's early access, from their popup in the attendees panel.
 * Organisers and staff decide it, as they decide whether the event is closed.
 */
export const setEarlyAccess = authedCallable(
  CALLABLES.setEarlyAccess,
  async ({ eventId, userId, earlyAccess }, caller) => {
    requireEventOrganiser(await loadEventAuthority(eventId, caller));
    return writeEarlyAccess(caller, eventId, userId, earlyAccess);
  },
);

/**
 * The same for someone named by their account's e-mail (Event permissions): a person who has
 * not come yet is in no attendees list. The organiser check comes before the lookup, so nobody
 * else learns which addresses have accounts.
 */
export const setEarlyAccessByEmail = authedCallable(
  CALLABLES.setEarlyAccessByEmail,
  async ({ eventId, email, earlyAccess }, caller) => {
    requireEventOrganiser(await loadEventAuthority(eventId, caller));
    const user = await adminAuth.getUserByEmail(email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });
    if (!user) {
      throw new HttpsError('not-found', EARLY_ACCESS_TEXTS.noAccount, { reason: 'no_account' });
    }
    return writeEarlyAccess(caller, eventId, user.uid, earlyAccess);
  },
);
