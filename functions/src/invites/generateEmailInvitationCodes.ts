import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { type GenerateEmailInvitationCodesResult } from '../../../src/domain/invites';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { requireStaff } from '../shared/staff';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** 16 random bytes, url-safe: 128 bits nobody guesses. */
function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Staff only: one pending invite per e-mail not invited before (the schema lower-cases them).
 * The lookup and the creation share a transaction, so two staff members pasting the same list at
 * once do not invite anyone twice.
 */
export const generateEmailInvitationCodes = authedCallable(
  CALLABLES.generateEmailInvitationCodes,
  async ({ emails }, caller): Promise<GenerateEmailInvitationCodesResult> => {
    requireStaff(caller);
    const wanted = [...new Set(emails)];
    const created = await db.runTransaction(async (tx) => {
      const invited = new Set<string>();
      for (let i = 0; i < wanted.length; i += IN_LIMIT) {
        const chunk = wanted.slice(i, i + IN_LIMIT);
        const existing = await tx.get(db.collection('invites').where('email', 'in', chunk));
        for (const doc of existing.docs) invited.add(doc.get('email') as string);
      }
      const fresh = wanted.filter((email) => !invited.has(email));
      for (const email of fresh) {
        const code = newInviteCode();
        tx.create(db.doc(`invites/${code}`), {
          email,
          code,
          emailSent: false,
          redeemedBy: null,
          created: FieldValue.serverTimestamp(),
        });
      }
      return fresh.length;
    });
    return { created, skipped: emails.length - created };
  },
);
