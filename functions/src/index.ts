// Callables are grouped by domain: `event.requestEventAccess` deploys as event-requestEventAccess.
// createNewEvent, updateEventDetails, banUserFromEvent, revokeUserEventBan and
// checkIfEventUsersOffline and storeRoomAssetInstancesAsTemplate keep the reference's top-level
// call names.
import { addBots } from './admin/addBots';
import { getBotStatus } from './admin/getBotStatus';
import { getUserEmail } from './admin/getUserEmail';
import { removeBots } from './admin/removeBots';
import { setBotMovement } from './admin/setBotMovement';
import { setEventAudioPlan } from './admin/setEventAudioPlan';
import { setStaff } from './admin/setStaff';
import { stepBots } from './admin/stepBots';
import { addEventToSubscription } from './billing/addEventToSubscription';
import { cancelSubscription } from './billing/cancelSubscription';
import { createCustomerSetupIntent } from './billing/createCustomerSetupIntent';
import { createStripeSubscription } from './billing/createStripeSubscription';
import { createUserStripeCustomerAndStoreIt } from './billing/createUserStripeCustomerAndStoreIt';
import { detachPaymentMethod } from './billing/detachPaymentMethod';
import { disconnectEventFromSubscription } from './billing/disconnectEventFromSubscription';
import { fetchCustomerSubscriptions } from './billing/fetchCustomerSubscriptions';
import { fetchSubscriptionInvoices } from './billing/fetchSubscriptionInvoices';
import { getCustomerPaymentMethods } from './billing/getCustomerPaymentMethods';
import { refreshSubscription } from './billing/refreshSubscription';
import { setCustomerDefaultPaymentMethod } from './billing/setCustomerDefaultPaymentMethod';
import { stripeWebhook } from './billing/stripeWebhook';
import { undoCancelSubscription } from './billing/undoCancelSubscription';
import { updateSubscriptionPaymentMethod } from './billing/updateSubscriptionPaymentMethod';
import { createEventRoom } from './app/createEventRoom';
import { generateChannelAndAssignToAsset } from './app/generateChannelAndAssignToAsset';
import { getIceServers } from './audio/getIceServers';
import { getToken } from './audio/getToken';
import { joinEventConference } from './audio/joinEventConference';
import { leaveEventConference } from './audio/leaveEventConference';
import { banUserFromEvent } from './event/banUserFromEvent';
import { createNewEvent } from './event/createNewEvent';
import { getEventId } from './event/getEventId';
import { joinLeaveEventStage } from './event/joinLeaveEventStage';
import { requestEventAccess } from './event/requestEventAccess';
import { revokeUserEventBan } from './event/revokeUserEventBan';
import { setEarlyAccess, setEarlyAccessByEmail } from './event/setEarlyAccess';
import { setUserRoles } from './event/setUserRoles';
import { storeRoomAssetInstancesAsTemplate } from './event/storeRoomAssetInstancesAsTemplate';
import { updateEventDetails } from './event/updateEventDetails';
import { countArrival, countDeparture, runRoomTickerRequest } from './positions/triggers';
import { trackJoinedEvent } from './profiles/trackJoinedEvent';
import { checkIfEventUsersOffline } from './presence/checkIfEventUsersOffline';
import { setEventUserOffline } from './presence/setEventUserOffline';
import { sweepOfflineUsers } from './presence/sweepOfflineUsersSchedule';
import { sweepStaleSignals } from './presence/sweepStaleSignalsSchedule';
import { sweepStaleVoiceSessions } from './presence/sweepStaleVoiceSessions';
import { accumulateAudioUsage } from './quota/accumulateUsageSchedule';
import { restoreEditorRoom } from './demo/restoreEditorRoomSchedule';
import { countReaction } from './insights/countReaction';
import { getEventInsights } from './insights/getEventInsights';
import { recordSlot } from './insights/recordSlotSchedule';
import { deleteInvitation } from './invites/deleteInvitation';
import { generateEmailInvitationCodes } from './invites/generateEmailInvitationCodes';
import { redeemInvitationCode } from './invites/redeemInvitationCode';
import { sendAllPendingInvites } from './invites/sendAllPendingInvites';
import { sendInvitation } from './invites/sendInvitation';
import { deleteSession } from './programme/deleteSession';
import { saveSession } from './programme/saveSession';
import { checkModelUpload } from './storage/checkModelUpload';
import { enforceUploadLimits } from './storage/enforceUploadLimits';
import { deleteUser } from './user/deleteUser';
import { getEventConferences } from './reports/getEventConferences';
import { getUsageReport } from './reports/getUsageReport';

export {
  banUserFromEvent,
  checkIfEventUsersOffline,
  createNewEvent,
  revokeUserEventBan,
  storeRoomAssetInstancesAsTemplate,
  updateEventDetails,
};
export const event = {
  requestEventAccess,
  getEventId,
  setUserRoles,
  setEarlyAccess,
  setEarlyAccessByEmail,
  joinLeaveEventStage,
};
// Staff tools: the staff claim, the bots of /admin/event/{eventId}/bots, and the staff pages'
// user e-mail (/admin/users/{userId}) and custom audio plan (/admin/event/{eventId}).
export const admin = {
  setStaff,
  getBotStatus,
  addBots,
  removeBots,
  setBotMovement,
  stepBots,
  getUserEmail,
  setEventAudioPlan,
  // Usage reports (/admin/reports): admin-getUsageReport, admin-getEventConferences.
  getUsageReport,
  getEventConferences,
};
// Firestore trigger (profiles-trackJoinedEvent): the dashboard's Joined Events.
export const profiles = { trackJoinedEvent };
export const storage = { enforceUploadLimits, checkModelUpload };
// The reference's app/... calls, grouped like the others (app-redeemInvitationCode,
// app-NEWcreateEventRoom, ...). Sign-up invitation codes live in invites/.
export const app = {
  generateChannelAndAssignToAsset,
  NEWcreateEventRoom: createEventRoom,
  generateEmailInvitationCodes,
  sendInvitation,
  sendAllPendingInvites,
  deleteInvitation,
  redeemInvitationCode,
  // Billing (issue 22): the reference's app/... billing calls.
  createUserStripeCustomerAndStoreIt,
  createCustomerSetupIntent,
  setCustomerDefaultPaymentMethod,
  getCustomerPaymentMethods,
  fetchCustomerSubscriptions,
  detachPaymentMethod,
  createStripeSubscription,
  addEventToSubscription,
  disconnectEventFromSubscription,
  cancelSubscription,
  undoCancelSubscription,
  fetchSubscriptionInvoices,
  updateSubscriptionPaymentMethod,
  refreshSubscription,
};
// audio-getIceServers: STUN and short-lived TURN credentials for peer-to-peer voice.
export const audio = { getToken, getIceServers, joinEventConference, leaveEventConference };
// Scheduled (presence-sweepStaleVoiceSessions, presence-sweepOfflineUsers,
// presence-sweepStaleSignals): closes the voice sessions of crashed tabs, marks their users
// offline and deletes the voice signals nobody read.
// presence-setEventUserOffline is an event admin's 'Set offline' (the reference names no call).
export const presence = {
  sweepStaleVoiceSessions,
  sweepOfflineUsers,
  sweepStaleSignals,
  setEventUserOffline,
};
// Firestore triggers (positions-countArrival, ...): rooms' head counts and dense rooms' tickers;
// arrivals and departures also record the visit for the insights (functions/src/insights).
export const positions = { countArrival, countDeparture, runRoomTicker: runRoomTickerRequest };
// programme-saveSession, programme-deleteSession: organisers write the event's programme (issue 33).
export const programme = { saveSession, deleteSession };
// Organisers' insights (issue 33): insights-recordSlot (scheduled, every 5 minutes: people per
// room), insights-countReaction (Firestore trigger: reactions per slot) and the page's
// insights-getEventInsights. Visits are recorded by the positions triggers above.
export const insights = { recordSlot, countReaction, getEventInsights };
// user-deleteUser: account deletion from /user/profile.
export const user = { deleteUser };

// stripeWebhook: the HTTP endpoint Stripe posts its events to (billing, issue 22).
export { stripeWebhook };
// Scheduled (quota-accumulateAudioUsage): closes stale voice sessions, adds completed
// conferences to the event's and its subscription's usage, writes the organisers' summary.
export const quota = { accumulateAudioUsage };
// Scheduled (demo-restoreEditorRoom): /demo/editor returns to its template once it has stood
// empty for a while (DEMO_EDITOR_RESET in src/domain/constants.ts).
export const demo = { restoreEditorRoom };
