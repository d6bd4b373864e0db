import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type { PayloadOf, ResultOf } from '../domain/protocol/callableDef';
import type { CALLABLE_NAMES, CallableKey } from '../domain/protocol/callableNames';
// Types only: the schemas stay in the functions and the tests, off the client's bundles.
import type { CALLABLES } from '../domain/protocol/callableRegistry';
import {
  CALL_TIMEOUT_MS,
  callFailureText,
  isUnexpectedFailure,
  LONG_CALL_TIMEOUT_MS,
} from '../domain/protocol/callFailures';
import { reportError } from './errorReporter';
import { functions } from './firebase';

/**
 * A callable's deployed name ('programme-saveSession'). The client calls by name, typed through
 * the names' module without importing it: each name is written where it is called, so a page
 * carries the names of its own calls only, not the whole list (the first screen once held all
 * of them).
 */
type CallableName = (typeof CALLABLE_NAMES)[CallableKey];
type KeyOf<N extends CallableName> = {
  [K in CallableKey]: (typeof CALLABLE_NAMES)[K] extends N ? K : never;
}[CallableKey];

/** What the registry entry of the callable named `N` takes and answers. */
type Payload<N extends CallableName> = PayloadOf<(typeof CALLABLES)[KeyOf<N>]>;
type Result<N extends CallableName> = ResultOf<(typeof CALLABLES)[KeyOf<N>]>;

/** A callable's answer; a refusal comes back as data with the reason from the error body. */
export type CallOutcome<T> =
  | { ok: true; data: T }
  // details: the error body's details (e.g. the subscriptions a card is used by), when sent.
  | { ok: false; reason: string | null; message: string; details?: unknown };

export interface CallOptions {
  /** Defaults to CALL_TIMEOUT_MS; calls that do a lot of work pass LONG_CALL_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Every callable goes through here: within its timeout it answers, is refused, or fails with a
 * sentence people understand (callFailures.ts), so no flow waits on a spinner for ever.
 * Failures nobody asked for (the network, a broken server) are reported; refusals with a code
 * the product expects (permission-denied, not-found, invalid-argument...) are answers.
 */
export async function call<N extends CallableName>(
  name: N,
  payload: Payload<N>,
  options: CallOptions = {},
): Promise<CallOutcome<Result<N>>> {
  try {
    const timeout = options.timeoutMs ?? CALL_TIMEOUT_MS;
    const result = await httpsCallable<Payload<N>, Result<N>>(functions, name, { timeout })(
      payload,
    );
    return { ok: true, data: result.data };
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code.replace(/^functions\//, '') : null;
    if (isUnexpectedFailure(code)) reportError(error, { callable: name });
    const details =
      error instanceof FirebaseError
        ? (error as FirebaseError & { details?: unknown }).details
        : null;
    const reason = (details as { reason?: unknown } | null)?.reason;
    return {
      ok: false,
      reason: typeof reason === 'string' ? reason : null,
      message: callFailureText(code, error instanceof Error ? error.message : String(error)),
      details: details ?? undefined,
    };
  }
}

const long: CallOptions = { timeoutMs: LONG_CALL_TIMEOUT_MS };
/** A wrapper of one registry entry: its payload and its answer are typed by the entry. */
export const bound =
  <N extends CallableName>(name: N, options?: CallOptions) =>
  (payload: Payload<N>) =>
    call(name, payload, options);

export const requestEventAccess = bound('event-requestEventAccess');

export const createNewEvent = bound('createNewEvent', long);

export const createEventRoom = bound('app-NEWcreateEventRoom');

export const updateEventDetails = bound('updateEventDetails');

export const banUserFromEvent = bound('banUserFromEvent');

export const revokeUserEventBan = bound('revokeUserEventBan');

export const setUserRoles = bound('event-setUserRoles');

export const setEarlyAccess = bound('event-setEarlyAccess');

export const setEarlyAccessByEmail = bound('event-setEarlyAccessByEmail');

export const generateChannelAndAssignToAsset = bound('app-generateChannelAndAssignToAsset');

/** Staff: the room's objects become a new room template (the editor's Save room as template). */
export const storeRoomAssetInstancesAsTemplate = bound('storeRoomAssetInstancesAsTemplate', long);

export const joinLeaveEventStage = bound('event-joinLeaveEventStage');

// Voice (issue 7): the livekit engine's token and the usage accounting of voice rooms.

export const getAudioToken = bound('audio-getToken');

export const getIceServers = bound('audio-getIceServers');

export const joinEventConference = bound('audio-joinEventConference');

export const leaveEventConference = bound('audio-leaveEventConference');

// Bots (issue 8), staff only: /admin/event/{eventId}/bots.

export const getBotStatus = bound('admin-getBotStatus');

export const addBots = bound('admin-addBots', long);

export const removeBots = bound('admin-removeBots', long);

export const setBotMovement = bound('admin-setBotMovement');

export const stepBots = bound('admin-stepBots');

export const checkIfEventUsersOffline = bound('checkIfEventUsersOffline');

export const setEventUserOffline = bound('presence-setEventUserOffline');

// Staff admin pages (issue 10): /admin/users/{userId} and /admin/event/{eventId}.

export const getUserEmail = bound('admin-getUserEmail');

export const setStaff = bound('admin-setStaff');

export const setEventAudioPlan = bound('admin-setEventAudioPlan');

// Account deletion (issue 10): /user/profile's 'Delete account'.

export const deleteUser = () => call('user-deleteUser', {}, long);
