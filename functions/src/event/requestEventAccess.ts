import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  ACCESS_REJECTION_TEXT,
  decideAccess,
  type AccessFacts,
  type AccessType,
} from '../../../src/domain/access';
import { type RequestEventAccessResult } from '../../../src/domain/protocol/callables';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { resolveEventId } from './resolveSlug';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { eventDoc, memberDoc, restrictedAccessDoc } from '../../../src/domain/protocol/paths';

/**
 * The only writer of access grants (events/{e}/members/{uid}). A refusal is a
 * permission-denied error whose details carry the reference's reason.
 */
export const requestEventAccess = authedCallable(
  CALLABLES.requestEventAccess,
  async ({ slug, eventPassword }, caller): Promise<RequestEventAccessResult> => {
    const eventId = await resolveEventId(slug);
    const eventSnap = eventId ? await db.doc(eventDoc(eventId)).get() : null;
    const memberRef = eventId ? db.doc(memberDoc(eventId, caller.uid)) : null;
    const [restrictedSnap, memberSnap] = eventId
      ? await Promise.all([db.doc(restrictedAccessDoc(eventId)).get(), memberRef!.get()])
      : [null, null];
    const event = eventSnap?.data() ?? {};
    const member = memberSnap?.exists ? memberSnap.data()! : null;
    const facts: AccessFacts = {
      event: {
        exists: eventSnap?.exists === true,
        archived: event.archived === true,
        isClosed: event.access?.isClosed === true,
        accessType: (event.access?.accessType as AccessType | undefined) ?? 'public',
        creatorId: typeof event.creatorId === 'string' ? event.creatorId : '',
      },
      restricted: {
        eventPassword: restrictedSnap?.get('eventPassword') ?? null,
        approvedEmails: restrictedSnap?.get('approvedEmails') ?? [],
      },
      member: member
        ? {
            banned: member.banned === true,
            earlyAccess: member.earlyAccess === true,
            granted: member.granted === true,
            roles: member.roles ?? {},
          }
        : null,
      user: caller,
      eventPassword,
    };
    const decision = decideAccess(facts);
    if (!decision.granted) {
      throw new HttpsError('permission-denied', ACCESS_REJECTION_TEXT[decision.reason], {
        reason: decision.reason,
      });
    }
    if (!member?.granted) {
      await memberRef!.set(
        {
          granted: true,
          banned: false,
          earlyAccess: member?.earlyAccess === true,
          roles: member?.roles ?? {},
          grantedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }
    return {
      eventId: eventId!,
      name: typeof event.name === 'string' ? event.name : null,
      slug: typeof event.slug === 'string' ? event.slug : null,
    };
  },
);
