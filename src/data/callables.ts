import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import type { CallableDef } from '../domain/callableDef';
import { CALLABLES } from '../domain/callableRegistry';
import {
  CALL_TIMEOUT_MS,
  callFailureText,
  isUnexpectedFailure,
  LONG_CALL_TIMEOUT_MS,
} from '../domain/callFailures';
import { reportError } from './errorReporter';
import { functions } from './firebase';

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
export async function call<S extends z.ZodType, R>(
  callable: CallableDef<S, R>,
  payload: z.input<S>,
  options: CallOptions = {},
): Promise<CallOutcome<R>> {
  const { name } = callable;
  try {
    const timeout = options.timeoutMs ?? CALL_TIMEOUT_MS;
    const result = await httpsCallable<z.input<S>, R>(functions, name, { timeout })(payload);
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
/** The registry's entries, short: every wrapper below calls one. */
const C = CALLABLES;

/** A wrapper of one registry entry: its payload and its answer are typed by the entry. */
export const bound =
  <S extends z.ZodType, R>(callable: CallableDef<S, R>, options?: CallOptions) =>
  (payload: z.input<S>) =>
    call(callable, payload, options);

export const requestEventAccess = bound(C.requestEventAccess);

export const createNewEvent = bound(C.createNewEvent, long);

export const createEventRoom = bound(C.createEventRoom);

export const updateEventDetails = bound(C.updateEventDetails);

export const banUserFromEvent = bound(C.banUserFromEvent);

export const revokeUserEventBan = bound(C.revokeUserEventBan);

export const setUserRoles = bound(C.setUserRoles);

export const setEarlyAccess = bound(C.setEarlyAccess);

export const setEarlyAccessByEmail = bound(C.setEarlyAccessByEmail);

export const generateChannelAndAssignToAsset = bound(C.generateChannelAndAssignToAsset);

/** Staff: the room's objects become a new room template (the editor's Save room as template). */
export const storeRoomAssetInstancesAsTemplate = bound(C.storeRoomAssetInstancesAsTemplate, long);

export const joinLeaveEventStage = bound(C.joinLeaveEventStage);

// Voice (issue 7): the livekit engine's token and the usage accounting of voice rooms.

export const getAudioToken = bound(C.getAudioToken);

export const getIceServers = bound(C.getIceServers);

export const joinEventConference = bound(C.joinEventConference);

export const leaveEventConference = bound(C.leaveEventConference);

// Bots (issue 8), staff only: /admin/event/{eventId}/bots.

export const getBotStatus = bound(C.getBotStatus);

export const addBots = bound(C.addBots, long);

export const removeBots = bound(C.removeBots, long);

export const setBotMovement = bound(C.setBotMovement);

export const stepBots = bound(C.stepBots);

export const checkIfEventUsersOffline = bound(C.checkIfEventUsersOffline);

export const setEventUserOffline = bound(C.setEventUserOffline);

// Staff admin pages (issue 10): /admin/users/{userId} and /admin/event/{eventId}.

export const getUserEmail = bound(C.getUserEmail);

export const setStaff = bound(C.setStaff);

export const setEventAudioPlan = bound(C.setEventAudioPlan);

// Account deletion (issue 10): /user/profile's 'Delete account'.

export const deleteUser = () => call(C.deleteUser, {}, long);
