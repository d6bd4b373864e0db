import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { CallableDef } from '../../../src/domain/protocol/callableDef';
import { reportUnexpectedError } from './errorReporting';

export interface Caller {
  uid: string;
  email: string | null;
  staff: boolean;
}

/**
 * A callable that requires a signed-in caller and validates its payload with its entry's schema
 * in the shared registry (src/domain/protocol/callableRegistry.ts), answering invalid-argument with the
 * schema's messages; the handler must answer the entry's result type. Errors other than the
 * HttpsErrors it answers with (refusals) are reported (shared/errorReporting.ts).
 */
export function authedCallable<S extends z.ZodType, R>(
  callable: CallableDef<S, R>,
  handler: (data: z.infer<S>, caller: Caller, request: CallableRequest) => Promise<R>,
) {
  return onCall(async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'You must be signed in.');
    const parsed = callable.schema.safeParse(request.data ?? {});
    if (!parsed.success) {
      // The message is the person's (the schemas' own sentences, shown by the client as they
      // are); which fields failed goes in the details, for developers (issue 30 #22: people
      // were shown 'slug: Not a valid id.').
      const message = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ');
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'payload');
      throw new HttpsError('invalid-argument', message, { fields });
    }
    const token = request.auth.token;
    const caller: Caller = {
      uid: request.auth.uid,
      email: typeof token.email === 'string' ? token.email : null,
      staff: token.staff === true,
    };
    try {
      return await handler(parsed.data, caller, request);
    } catch (error) {
      if (!(error instanceof HttpsError)) {
        // K_SERVICE names the deployed function (e.g. user-deletuser) on Cloud Run.
        await reportUnexpectedError(error, { function: process.env.K_SERVICE, uid: caller.uid });
      }
      throw error;
    }
  });
}
