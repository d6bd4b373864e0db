import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type {
  AddBotsPayload,
  BotsEventPayload,
  BotStatus,
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
  GetAudioTokenPayload,
  GetAudioTokenResult,
  JoinLeaveEventStagePayload,
  JoinLeaveEventStageResult,
  RequestEventAccessPayload,
  RequestEventAccessResult,
  SetBotMovementPayload,
  SetUserRolesPayload,
  StepBotsResult,
  UpdateEventDetailsPayload,
  UpdateEventDetailsResult,
  SetEventUserOfflineResult,
  GetUserEmailPayload,
  GetUserEmailResult,
  SetEventAudioPlanPayload,
  SetEventAudioPlanResult,
  SetStaffPayload,
} from '../domain/callables';
import type { DeleteUserPayload, DeleteUserResult } from '../domain/callables';
import { reportError } from './errorReporter';
import { functions } from './firebase';

/** A callable's answer; a refusal comes back as data with the reason from the error body. */
export type CallOutcome<T> =
  { ok: true; data: T } | { ok: false; reason: string | null; message: string };

/**
 * The reference's "other failures": a bug or an outage on the server (internal, unknown), a
 * call that never got an answer, or no FirebaseError at all. Refusals with a code the product
 * expects (permission-denied, not-found, invalid-argument...) are answers, not errors.
 */
const UNEXPECTED_CODES = new Set([
  'functions/internal',
  'functions/unknown',
  'functions/unavailable',
  'functions/deadline-exceeded',
  'functions/data-loss',
]);
const isUnexpectedFailure = (error: unknown) =>
  !(error instanceof FirebaseError) || UNEXPECTED_CODES.has(error.code);

export async function call<P, R>(name: string, payload: P): Promise<CallOutcome<R>> {
  try {
    const result = await httpsCallable<P, R>(functions, name)(payload);
    return { ok: true, data: result.data };
  } catch (error) {
    if (isUnexpectedFailure(error)) reportError(error, { callable: name });
    const details =
      error instanceof FirebaseError
        ? (error as FirebaseError & { details?: unknown }).details
        : null;
    const reason = (details as { reason?: unknown } | null)?.reason;
    return {
      ok: false,
      reason: typeof reason === 'string' ? reason : null,
      // The SDK appends the HTTP status (" [409]"); people only need the sentence.
      message: (error instanceof Error ? error.message : String(error)).replace(/ \[\d{3}\]$/, ''),
    };
  }
}

export const requestEventAccess = (payload: RequestEventAccessPayload) =>
  call<RequestEventAccessPayload, RequestEventAccessResult>('event-requestEventAccess', payload);

export const createNewEvent = (payload: CreateNewEventPayload) =>
  call<CreateNewEventPayload, CreateNewEventResult>('createNewEvent', payload);

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

export const generateChannelAndAssignToAsset = (payload: GenerateChannelAndAssignToAssetPayload) =>
  call<GenerateChannelAndAssignToAssetPayload, GenerateChannelAndAssignToAssetResult>(
    'app-generateChannelAndAssignToAsset',
    payload,
  );

export const joinLeaveEventStage = (payload: JoinLeaveEventStagePayload) =>
  call<JoinLeaveEventStagePayload, JoinLeaveEventStageResult>('event-joinLeaveEventStage', payload);

// Voice (issue 7): the livekit engine's token and the usage accounting of voice rooms.

export const getAudioToken = (payload: GetAudioTokenPayload) =>
  call<GetAudioTokenPayload, GetAudioTokenResult>('audio-getToken', payload);

export const joinEventConference = (payload: EventConferencePayload) =>
  call<EventConferencePayload, EventConferenceResult>('audio-joinEventConference', payload);

export const leaveEventConference = (payload: EventConferencePayload) =>
  call<EventConferencePayload, EventConferenceResult>('audio-leaveEventConference', payload);

// Bots (issue 8), staff only: /admin/event/{eventId}/bots.

export const getBotStatus = (payload: BotsEventPayload) =>
  call<BotsEventPayload, BotStatus>('admin-getBotStatus', payload);

export const addBots = (payload: AddBotsPayload) =>
  call<AddBotsPayload, BotStatus>('admin-addBots', payload);

export const removeBots = (payload: BotsEventPayload) =>
  call<BotsEventPayload, BotStatus>('admin-removeBots', payload);

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

export const deleteUser = () => call<DeleteUserPayload, DeleteUserResult>('user-deleteUser', {});
