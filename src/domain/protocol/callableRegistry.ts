import {
  addBotsSchema,
  botsEventSchema,
  setBotMovementSchema,
  type BotStatus,
  type StepBotsResult,
} from './botCallables';
import type { EventInsights } from '../insights/insights';
import { getEventInsightsSchema } from '../insights/insightsSchema';
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
import { callable, named } from './callableDef';
import {
  setEarlyAccessByEmailSchema,
  setEarlyAccessSchema,
  type SetEarlyAccessResult,
} from './earlyAccess';
import {
  generateEmailInvitationCodesSchema,
  inviteCodeSchema,
  sendAllPendingInvitesSchema,
  sendInvitationSchema,
  type GenerateEmailInvitationCodesResult,
  type RedeemInvitationCodeResult,
  type SendInvitesResult,
} from '../invites';
import {
  deleteSessionSchema,
  saveSessionSchema,
  type DeleteSessionResult,
  type SaveSessionResult,
} from '../programmeSchema';
import {
  eventConferencesSchema,
  usageReportSchema,
  type EventConferencesResult,
  type UsageReportResult,
} from '../reports';

/**
 * The protocol between the SPA and functions/, defined once: every callable's deployed name
 * ('group-name', as functions/src/index.ts exports it) with its payload schema and result type.
 * The client calls by entry (src/data/callables.ts), the functions validate with the entry's
 * schema (functions/src/shared/callable.ts), functions/src/registry.test.ts checks the entries
 * against the functions' exports, and tests/functions/malformedInput.test.ts needs a case per
 * entry, so a callable added on one side only fails a test.
 */
export const CALLABLES = named({
  // The reference's top-level names (no group).
  createNewEvent: callable<CreateNewEventResult>()(createNewEventSchema),
  updateEventDetails: callable<UpdateEventDetailsResult>()(updateEventDetailsSchema),
  banUserFromEvent: callable()(eventUserSchema),
  revokeUserEventBan: callable()(eventUserSchema),
  checkIfEventUsersOffline: callable<CheckIfEventUsersOfflineResult>()(
    checkIfEventUsersOfflineSchema,
  ),
  storeRoomAssetInstancesAsTemplate: callable<StoreRoomAssetInstancesAsTemplateResult>()(
    storeRoomAssetInstancesAsTemplateSchema,
  ),

  // event-...
  requestEventAccess: callable<RequestEventAccessResult>()(requestEventAccessSchema),
  getEventId: callable<{ eventId: string }>()(getEventIdSchema),
  setUserRoles: callable()(setUserRolesSchema),
  setEarlyAccess: callable<SetEarlyAccessResult>()(setEarlyAccessSchema),
  setEarlyAccessByEmail: callable<SetEarlyAccessResult>()(setEarlyAccessByEmailSchema),
  joinLeaveEventStage: callable<JoinLeaveEventStageResult>()(joinLeaveEventStageSchema),

  // admin-... (staff only)
  setStaff: callable<SetStaffPayload>()(setStaffSchema),
  getBotStatus: callable<BotStatus>()(botsEventSchema),
  addBots: callable<BotStatus>()(addBotsSchema),
  removeBots: callable<BotStatus>()(botsEventSchema),
  setBotMovement: callable<BotStatus>()(setBotMovementSchema),
  stepBots: callable<StepBotsResult>()(botsEventSchema),
  getUserEmail: callable<GetUserEmailResult>()(getUserEmailSchema),
  setEventAudioPlan: callable<SetEventAudioPlanResult>()(setEventAudioPlanSchema),
  getUsageReport: callable<UsageReportResult>()(usageReportSchema),
  getEventConferences: callable<EventConferencesResult>()(eventConferencesSchema),

  // app-... (the reference's app/ calls; billing's are in billingCallableRegistry.ts)
  generateChannelAndAssignToAsset: callable<GenerateChannelAndAssignToAssetResult>()(
    generateChannelAndAssignToAssetSchema,
  ),
  createEventRoom: callable<CreateEventRoomResult>()(createEventRoomSchema),
  generateEmailInvitationCodes: callable<GenerateEmailInvitationCodesResult>()(
    generateEmailInvitationCodesSchema,
  ),
  sendInvitation: callable<SendInvitesResult>()(sendInvitationSchema),
  sendAllPendingInvites: callable<SendInvitesResult>()(sendAllPendingInvitesSchema),
  deleteInvitation: callable()(inviteCodeSchema),
  redeemInvitationCode: callable<RedeemInvitationCodeResult>()(inviteCodeSchema),
  ...BILLING_CALLABLES,

  // audio-...
  getAudioToken: callable<GetAudioTokenResult>()(getAudioTokenSchema),
  getIceServers: callable<GetIceServersResult>()(getIceServersSchema),
  joinEventConference: callable<EventConferenceResult>()(eventConferenceSchema),
  leaveEventConference: callable<EventConferenceResult>()(eventConferenceSchema),

  // programme-... (organisers write the event's programme)
  saveSession: callable<SaveSessionResult>()(saveSessionSchema),
  deleteSession: callable<DeleteSessionResult>()(deleteSessionSchema),
  getEventInsights: callable<EventInsights>()(getEventInsightsSchema),

  // presence-... and user-...
  setEventUserOffline: callable<SetEventUserOfflineResult>()(eventUserSchema),
  deleteUser: callable<DeleteUserResult>()(deleteUserSchema),
});
