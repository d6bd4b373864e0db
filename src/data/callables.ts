import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type { PayloadOf, ResultOf } from '../domain/protocol/callableDef';
import { CALLABLE_NAMES, type CallableKey } from '../domain/protocol/callableNames';
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

/** What the registry entry of `K` takes and answers. */
type Payload<K extends CallableKey> = PayloadOf<(typeof CALLABLES)[K]>;
type Result<K extends CallableKey> = ResultOf<(typeof CALLABLES)[K]>;

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
export async function call<K extends CallableKey>(
  key: K,
  payload: Payload<K>,
  options: CallOptions = {},
): Promise<CallOutcome<Result<K>>> {
  const name = CALLABLE_NAMES[key];
  try {
    const timeout = options.timeoutMs ?? CALL_TIMEOUT_MS;
    const result = await httpsCallable<Payload<K>, Result<K>>(functions, name, { timeout })(
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
  <K extends CallableKey>(key: K, options?: CallOptions) =>
  (payload: Payload<K>) =>
    call(key, payload, options);

export const requestEventAccess = bound('requestEventAccess');

export const createNewEvent = bound('createNewEvent', long);

export const createEventRoom = bound('createEventRoom');

export const updateEventDetails = bound('updateEventDetails');

export const banUserFromEvent = bound('banUserFromEvent');

export const revokeUserEventBan = bound('revokeUserEventBan');

export const setUserRoles = bound('setUserRoles');

export const setEarlyAccess = bound('setEarlyAccess');

export const setEarlyAccessByEmail = bound('setEarlyAccessByEmail');

export const generateChannelAndAssignToAsset = bound('generateChannelAndAssignToAsset');

/** Staff: the room's objects become a new room template (the editor's Save room as template). */
export const storeRoomAssetInstancesAsTemplate = bound('storeRoomAssetInstancesAsTemplate', long);

export const joinLeaveEventStage = bound('joinLeaveEventStage');

// Voice (issue 7): the livekit engine's token and the usage accounting of voice rooms.

export const getAudioToken = bound('getAudioToken');

export const getIceServers = bound('getIceServers');

export const joinEventConference = bound('joinEventConference');

export const leaveEventConference = bound('leaveEventConference');

// Bots (issue 8), staff only: /admin/event/{eventId}/bots.

export const getBotStatus = bound('getBotStatus');

export const addBots = bound('addBots', long);

export const removeBots = bound('removeBots', long);

export const setBotMovement = bound('setBotMovement');

export const stepBots = bound('stepBots');

export const checkIfEventUsersOffline = bound('checkIfEventUsersOffline');

export const setEventUserOffline = bound('setEventUserOffline');

// Staff admin pages (issue 10): /admin/users/{userId} and /admin/event/{eventId}.

export const getUserEmail = bound('getUserEmail');

export const setStaff = bound('setStaff');

export const setEventAudioPlan = bound('setEventAudioPlan');

// Account deletion (issue 10): /user/profile's 'Delete account'.

export const deleteUser = () => call('deleteUser', {}, long);
