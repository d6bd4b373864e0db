import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type { AccessRejection } from '../domain/access';
import { isAccessRejection } from '../domain/access';
import type {
  RequestEventAccessPayload,
  RequestEventAccessResult,
} from '../domain/callables';
import { functions } from './firebase';

export type CallOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; reason: AccessRejection | null; message: string };

/** Calls a callable; a refusal comes back as data (the reason is taken from the error body). */
async function call<P, R>(name: string, payload: P): Promise<CallOutcome<R>> {
  try {
    const result = await httpsCallable<P, R>(functions, name)(payload);
    return { ok: true, data: result.data };
  } catch (error) {
    const details = error instanceof FirebaseError ? (error as FirebaseError & { details?: unknown }).details : null;
    const reason = (details as { reason?: unknown } | null)?.reason;
    return {
      ok: false,
      reason: isAccessRejection(reason) ? reason : null,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

export function requestEventAccess(payload: RequestEventAccessPayload) {
  return call<RequestEventAccessPayload, RequestEventAccessResult>(
    'event-requestEventAccess',
    payload,
  );
}
