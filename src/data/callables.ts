import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type {
  CheckIfEventUsersOfflinePayload,
  CheckIfEventUsersOfflineResult,
  CreateEventRoomPayload,
  CreateEventRoomResult,
  CreateNewEventPayload,
  CreateNewEventResult,
  EventConferencePayload,
  EventConferenceResult,
  EventUserPayload,
  GenerateChannelAndAssignToAssetPayload,
  GenerateChannelAndAssignToAssetResult,
  GetIceServersPayload,
  GetIceServersResult,
  GetAudioTokenPayload,
  GetAudioTokenResult,
  JoinLeaveEventStagePayload,
  JoinLeaveEventStageResult,
  RequestEventAccessPayload,
  RequestEventAccessResult,
  SetUserRolesPayload,
  UpdateEventDetailsPayload,
  UpdateEventDetailsResult,
  SetEventUserOfflineResult,
  GetUserEmailPayload,
  GetUserEmailResult,
  SetEventAudioPlanPayload,
  SetEventAudioPlanResult,
  SetStaffPayload,
  StoreRoomAssetInstancesAsTemplatePayload,
  StoreRoomAssetInstancesAsTemplateResult,
} from '../domain/callables';
import type {
  AddBotsPayload,
  BotsEventPayload,
  BotStatus,
  SetBotMovementPayload,
  StepBotsResult,
} from '../domain/botCallables';
import type {
  SetEarlyAccessByEmailPayload,
  SetEarlyAccessPayload,
  SetEarlyAccessResult,
} from '../domain/earlyAccess';
import type { DeleteUserPayload, DeleteUserResult } from '../domain/callables';
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
export async function call<P, R>(
  name: string,
  payload: P,
  options: CallOptions = {},
): Promise<CallOutcome<R>> {
  try {
    const timeout = options.timeoutMs ?? CALL_TIMEOUT_MS;
    const result = await httpsCallable<P, R>(functions, name, { timeout })(payload);
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

export const requestEventAccess = (payload: RequestEventAccessPayload) =>
  call<RequestEventAccessPayload, RequestEventAccessResult>('event-requestEventAccess', payload);

export const createNewEvent = (payload: CreateNewEventPayload) =>
  call<CreateNewEventPayload, CreateNewEventResult>('createNewEvent', payload, long);

export const createEventRoom = (payload: CreateEventRoomPayload) =>
  call<CreateEventRoomPayload, CreateEventRoomResult>('app-NEWcreateEventRoom', payload);

export const updateEventDetails = (payload: UpdateEventDetailsPayload) =>
  call<UpdateEventDetailsPayload, UpdateEventDetailsResult>('updateEventDetails', payload);

export const banUserFromEvent = (payload: EventUserPayload) =>
  call<EventUserPayload, unknown>('banUserFromEvent', payload);

export const revokeUserEventBan = (payload: EventUserPayload) =>
  call<EventUserPayload, unknown>('revokeUserEventBan', payload);

export const setUserRoles = (payload: SetUserRolesPayload) =>
  call<SetUserRolesPayload, unknown>('event-setUserRoles', payload);

export const setEarlyAccess = (payload: SetEarlyAccessPayload) =>
  call<SetEarlyAccessPayload, SetEarlyAccessResult>('event-setEarlyAccess', payload);

export const setEarlyAccessByEmail = (payload: SetEarlyAccessByEmailPayload) =>
  call<SetEarlyAccessByEmailPayload, SetEarlyAccessResult>('event-setEarlyAccessByEmail', payload);

export const generateChannelAndAssignToAsset = (payload: GenerateChannelAndAssignToAssetPayload) =>
  call<GenerateChannelAndAssignToAssetPayload, GenerateChannelAndAssignToAssetResult>(
    'app-generateChannelAndAssignToAsset',
    payload,
  );

/** Staff: the room's objects become a new room template (the editor's Save room as template). */
export const storeRoomAssetInstancesAsTemplate = (
  payload: StoreRoomAssetInstancesAsTemplatePayload,
) =>
  call<StoreRoomAssetInstancesAsTemplatePayload, StoreRoomAssetInstancesAsTemplateResult>(
    'storeRoomAssetInstancesAsTemplate',
    payload,
    long,
  );

export const joinLeaveEventStage = (payload: JoinLeaveEventStagePayload) =>
  call<JoinLeaveEventStagePayload, JoinLeaveEventStageResult>('event-joinLeaveEventStage', payload);

// Voice (issue 7): the livekit engine's token and the usage accounting of voice rooms.

export const getAudioToken = (payload: GetAudioTokenPayload) =>
  call<GetAudioTokenPayload, GetAudioTokenResult>('audio-getToken', payload);

export const getIceServers = (payload: GetIceServersPayload) =>
  call<GetIceServersPayload, GetIceServersResult>('audio-getIceServers', payload);

export const joinEventConference = (payload: EventConferencePayload) =>
  call<EventConferencePayload, EventConferenceResult>('audio-joinEventConference', payload);

export const leaveEventConference = (payload: EventConferencePayload) =>
  call<EventConferencePayload, EventConferenceResult>('audio-leaveEventConference', payload);

// Bots (issue 8), staff only: /admin/event/{eventId}/bots.

export const getBotStatus = (payload: BotsEventPayload) =>
  call<BotsEventPayload, BotStatus>('admin-getBotStatus', payload);

export const addBots = (payload: AddBotsPayload) =>
  call<AddBotsPayload, BotStatus>('admin-addBots', payload, long);

export const removeBots = (payload: BotsEventPayload) =>
  call<BotsEventPayload, BotStatus>('admin-removeBots', payload, long);

export const setBotMovement = (payload: SetBotMovementPayload) =>
  call<SetBotMovementPayload, BotStatus>('admin-setBotMovement', payload);

export const stepBots = (payload: BotsEventPayload) =>
  call<BotsEventPayload, StepBotsResult>('admin-stepBots', payload);

export const checkIfEventUsersOffline = (payload: CheckIfEventUsersOfflinePayload) =>
  call<CheckIfEventUsersOfflinePayload, CheckIfEventUsersOfflineResult>(
    'checkIfEventUsersOffline',
    payload,
  );

export const setEventUserOffline = (payload: EventUserPayload) =>
  call<EventUserPayload, SetEventUserOfflineResult>('presence-setEventUserOffline', payload);

// Staff admin pages (issue 10): /admin/users/{userId} and /admin/event/{eventId}.

export const getUserEmail = (payload: GetUserEmailPayload) =>
  call<GetUserEmailPayload, GetUserEmailResult>('admin-getUserEmail', payload);

export const setStaff = (payload: SetStaffPayload) =>
  call<SetStaffPayload, SetStaffPayload>('admin-setStaff', payload);

export const setEventAudioPlan = (payload: SetEventAudioPlanPayload) =>
  call<SetEventAudioPlanPayload, SetEventAudioPlanResult>('admin-setEventAudioPlan', payload);

// Account deletion (issue 10): /user/profile's 'Delete account'.

export const deleteUser = () =>
  call<DeleteUserPayload, DeleteUserResult>('user-deleteUser', {}, long);
