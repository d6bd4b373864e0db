/**
 * Every callable's deployed name ('group-name', as functions/src/index.ts exports it), by the key
 * the registry names it with. Zod-free on purpose, and the client imports it for its types only:
 * it calls by the name itself (src/data/callables.ts checks each name against this list), so the
 * list stays off the first screen, and the payload schemas (callableRegistry.ts), which load only
 * in the functions and the tests, stay off the walk path (scripts/size/walk-path-size.mjs).
 */
export const CALLABLE_NAMES = {
  // The reference's top-level names (no group).
  createNewEvent: 'createNewEvent',
  updateEventDetails: 'updateEventDetails',
  banUserFromEvent: 'banUserFromEvent',
  revokeUserEventBan: 'revokeUserEventBan',
  checkIfEventUsersOffline: 'checkIfEventUsersOffline',
  storeRoomAssetInstancesAsTemplate: 'storeRoomAssetInstancesAsTemplate',
  // event-...
  requestEventAccess: 'event-requestEventAccess',
  getEventId: 'event-getEventId',
  setUserRoles: 'event-setUserRoles',
  setEarlyAccess: 'event-setEarlyAccess',
  setEarlyAccessByEmail: 'event-setEarlyAccessByEmail',
  joinLeaveEventStage: 'event-joinLeaveEventStage',
  // admin-... (staff only)
  setStaff: 'admin-setStaff',
  getBotStatus: 'admin-getBotStatus',
  addBots: 'admin-addBots',
  removeBots: 'admin-removeBots',
  setBotMovement: 'admin-setBotMovement',
  stepBots: 'admin-stepBots',
  getUserEmail: 'admin-getUserEmail',
  setEventAudioPlan: 'admin-setEventAudioPlan',
  getUsageReport: 'admin-getUsageReport',
  getEventConferences: 'admin-getEventConferences',
  // app-... (billing's among them)
  generateChannelAndAssignToAsset: 'app-generateChannelAndAssignToAsset',
  createEventRoom: 'app-NEWcreateEventRoom',
  generateEmailInvitationCodes: 'app-generateEmailInvitationCodes',
  sendInvitation: 'app-sendInvitation',
  sendAllPendingInvites: 'app-sendAllPendingInvites',
  deleteInvitation: 'app-deleteInvitation',
  redeemInvitationCode: 'app-redeemInvitationCode',
  createUserStripeCustomerAndStoreIt: 'app-createUserStripeCustomerAndStoreIt',
  createCustomerSetupIntent: 'app-createCustomerSetupIntent',
  setCustomerDefaultPaymentMethod: 'app-setCustomerDefaultPaymentMethod',
  getCustomerPaymentMethods: 'app-getCustomerPaymentMethods',
  fetchCustomerSubscriptions: 'app-fetchCustomerSubscriptions',
  detachPaymentMethod: 'app-detachPaymentMethod',
  createStripeSubscription: 'app-createStripeSubscription',
  addEventToSubscription: 'app-addEventToSubscription',
  disconnectEventFromSubscription: 'app-disconnectEventFromSubscription',
  cancelSubscription: 'app-cancelSubscription',
  undoCancelSubscription: 'app-undoCancelSubscription',
  fetchSubscriptionInvoices: 'app-fetchSubscriptionInvoices',
  updateSubscriptionPaymentMethod: 'app-updateSubscriptionPaymentMethod',
  refreshSubscription: 'app-refreshSubscription',
  // audio-...
  getAudioToken: 'audio-getToken',
  getIceServers: 'audio-getIceServers',
  joinEventConference: 'audio-joinEventConference',
  leaveEventConference: 'audio-leaveEventConference',
  // programme-... (issue 33: the event's programme)
  saveSession: 'programme-saveSession',
  deleteSession: 'programme-deleteSession',
  // insights-... (issue 33: the organisers' numbers)
  getEventInsights: 'insights-getEventInsights',
  // presence-... and user-...
  setEventUserOffline: 'presence-setEventUserOffline',
  deleteUser: 'user-deleteUser',
} as const;

/** What the code calls a callable by: a key of CALLABLE_NAMES and of CALLABLES. */
export type CallableKey = keyof typeof CALLABLE_NAMES;
