import {
  addBotsSchema,
  botsEventSchema,
  setBotMovementSchema,
  type BotStatus,
  type StepBotsResult,
} from './botCallables';
import { BILLING_CALLABLES } from './billingCallableRegistry';
import {
  checkIfEventUsersOfflineSchema,
  createEventRoomSchema,
  createNewEventSchema,
  deleteUserSchema,
  eventConferenceSchema,
  eventUserSchema,
  generateChannelAndAssignToAssetSchema,
  getAudioTokenSchema,
  getEventIdSchema,
  getIceServersSchema,
  getUserEmailSchema,
  joinLeaveEventStageSchema,
  requestEventAccessSchema,
  setEventAudioPlanSchema,
  setStaffSchema,
  setUserRolesSchema,
  storeRoomAssetInstancesAsTemplateSchema,
  updateEventDetailsSchema,
  type CheckIfEventUsersOfflineResult,
  type CreateEventRoomResult,
  type CreateNewEventResult,
  type DeleteUserResult,
  type EventConferenceResult,
  type GenerateChannelAndAssignToAssetResult,
  type GetAudioTokenResult,
  type GetIceServersResult,
  type GetUserEmailResult,
  type JoinLeaveEventStageResult,
  type RequestEventAccessResult,
  type SetEventAudioPlanResult,
  type SetEventUserOfflineResult,
  type SetStaffPayload,
  type StoreRoomAssetInstancesAsTemplateResult,
  type UpdateEventDetailsResult,
} from './callables';
import { callable } from './callableDef';
import {
  setEarlyAccessByEmailSchema,
  setEarlyAccessSchema,
  type SetEarlyAccessResult,
} from './earlyAccess';
import {
  generateEmailInvitationCodesSchema,
  inviteCodeSchema,
  sendAllPendingInvitesSchema,
  type GenerateEmailInvitationCodesResult,
  type RedeemInvitationCodeResult,
  type SendInvitesResult,
} from './invites';
import {
  eventConferencesSchema,
  usageReportSchema,
  type EventConferencesResult,
  type UsageReportResult,
} from './reports';

/**
 * The protocol between the SPA and functions/, defined once: every callable's deployed name
 * ('group-name', as functions/src/index.ts exports it) with its payload schema and result type.
 * The client calls by entry (src/data/callables.ts), the functions validate with the entry's
 * schema (functions/src/shared/callable.ts), functions/src/registry.test.ts checks the entries
 * against the functions' exports, and tests/functions/malformedInput.test.ts needs a case per
 * entry, so a callable added on one side only fails a test.
 */
export const CALLABLES = {
  // The reference's top-level names (no group).
  createNewEvent: callable<CreateNewEventResult>()('createNewEvent', createNewEventSchema),
  updateEventDetails: callable<UpdateEventDetailsResult>()(
    'updateEventDetails',
    updateEventDetailsSchema,
  ),
  banUserFromEvent: callable()('banUserFromEvent', eventUserSchema),
  revokeUserEventBan: callable()('revokeUserEventBan', eventUserSchema),
  checkIfEventUsersOffline: callable<CheckIfEventUsersOfflineResult>()(
    'checkIfEventUsersOffline',
    checkIfEventUsersOfflineSchema,
  ),
  storeRoomAssetInstancesAsTemplate: callable<StoreRoomAssetInstancesAsTemplateResult>()(
    'storeRoomAssetInstancesAsTemplate',
    storeRoomAssetInstancesAsTemplateSchema,
  ),

  // event-...
  requestEventAccess: callable<RequestEventAccessResult>()(
    'event-requestEventAccess',
    requestEventAccessSchema,
  ),
  getEventId: callable<{ eventId: string }>()('event-getEventId', getEventIdSchema),
  setUserRoles: callable()('event-setUserRoles', setUserRolesSchema),
  setEarlyAccess: callable<SetEarlyAccessResult>()('event-setEarlyAccess', setEarlyAccessSchema),
  setEarlyAccessByEmail: callable<SetEarlyAccessResult>()(
    'event-setEarlyAccessByEmail',
    setEarlyAccessByEmailSchema,
  ),
  joinLeaveEventStage: callable<JoinLeaveEventStageResult>()(
    'event-joinLeaveEventStage',
    joinLeaveEventStageSchema,
  ),

  // admin-... (staff only)
  setStaff: callable<SetStaffPayload>()('admin-setStaff', setStaffSchema),
  getBotStatus: callable<BotStatus>()('admin-getBotStatus', botsEventSchema),
  addBots: callable<BotStatus>()('admin-addBots', addBotsSchema),
  removeBots: callable<BotStatus>()('admin-removeBots', botsEventSchema),
  setBotMovement: callable<BotStatus>()('admin-setBotMovement', setBotMovementSchema),
  stepBots: callable<StepBotsResult>()('admin-stepBots', botsEventSchema),
  getUserEmail: callable<GetUserEmailResult>()('admin-getUserEmail', getUserEmailSchema),
  setEventAudioPlan: callable<SetEventAudioPlanResult>()(
    'admin-setEventAudioPlan',
    setEventAudioPlanSchema,
  ),
  getUsageReport: callable<UsageReportResult>()('admin-getUsageReport', usageReportSchema),
  getEventConferences: callable<EventConferencesResult>()(
    'admin-getEventConferences',
    eventConferencesSchema,
  ),

  // app-... (the reference's app/ calls; billing's are in billingCallableRegistry.ts)
  generateChannelAndAssignToAsset: callable<GenerateChannelAndAssignToAssetResult>()(
    'app-generateChannelAndAssignToAsset',
    generateChannelAndAssignToAssetSchema,
  ),
  createEventRoom: callable<CreateEventRoomResult>()(
    'app-NEWcreateEventRoom',
    createEventRoomSchema,
  ),
  generateEmailInvitationCodes: callable<GenerateEmailInvitationCodesResult>()(
    'app-generateEmailInvitationCodes',
    generateEmailInvitationCodesSchema,
  ),
  sendInvitation: callable<SendInvitesResult>()('app-sendInvitation', inviteCodeSchema),
  sendAllPendingInvites: callable<SendInvitesResult>()(
    'app-sendAllPendingInvites',
    sendAllPendingInvitesSchema,
  ),
  deleteInvitation: callable()('app-deleteInvitation', inviteCodeSchema),
  redeemInvitationCode: callable<RedeemInvitationCodeResult>()(
    'app-redeemInvitationCode',
    inviteCodeSchema,
  ),
  ...BILLING_CALLABLES,

  // audio-...
  getAudioToken: callable<GetAudioTokenResult>()('audio-getToken', getAudioTokenSchema),
  getIceServers: callable<GetIceServersResult>()('audio-getIceServers', getIceServersSchema),
  joinEventConference: callable<EventConferenceResult>()(
    'audio-joinEventConference',
    eventConferenceSchema,
  ),
  leaveEventConference: callable<EventConferenceResult>()(
    'audio-leaveEventConference',
    eventConferenceSchema,
  ),

  // presence-... and user-...
  setEventUserOffline: callable<SetEventUserOfflineResult>()(
    'presence-setEventUserOffline',
    eventUserSchema,
  ),
  deleteUser: callable<DeleteUserResult>()('user-deleteUser', deleteUserSchema),
};

export type CallableKey = keyof typeof CALLABLES;
