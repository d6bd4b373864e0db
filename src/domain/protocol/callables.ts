import { z } from 'zod';
import { CHANNEL_ID_PATTERN, conferenceBelongsTo } from '../voice/conference';
import { EVENT_PASSWORD } from '../access';
import { AUDIO_PLANS, type AudioPlan } from '../billing/audioPlan';
import { documentIdField, isDocumentId, NOT_AN_ID } from '../documentIds';
import { LIMITS } from '../constants';
import { eventName, newEventName } from '../eventNameSchema';
import { PAYMENT_POINTER_MAX, PAYMENT_POINTER_TOO_LONG } from '../events';
import { timeZoneSchema } from '../programmeSchema';
import { ROOM_TEXTS } from '../rooms';
import { templateNameSchema } from '../editor/roomTemplates';
import { SLUG_TEXTS } from '../slugs';

/** An event's URL as the callables take it (the forms check the same; the name: events.ts). */
const eventSlug = z.string().trim().max(LIMITS.slugMax, SLUG_TEXTS.tooLong);

/**
 * Payload schemas of the callables, shared by the SPA and functions/. Every object is strict: a
 * field the callable does not know makes the payload malformed (invalid-argument), so nothing
 * unexpected, however deeply nested, reaches a handler. Ids are single path segments
 * (documentIds.ts).
 */
/** The public URL parameter: a slug or an event id, looked up as a document id. */
const slugField = z.string().trim().min(1).max(128).refine(isDocumentId, NOT_AN_ID);

export const requestEventAccessSchema = z.strictObject({
  slug: slugField,
  // Callable clients may encode an absent value as null.
  eventPassword: z
    .string()
    .max(EVENT_PASSWORD.max, EVENT_PASSWORD.tooLong)
    .nullish()
    .transform((v) => v ?? undefined),
});

/** The join form needs the event's display name before Firestore has loaded. */
export interface RequestEventAccessResult {
  eventId: string;
  name: string | null;
  slug: string | null;
}

export const getEventIdSchema = z.strictObject({ slug: slugField });

export const createNewEventSchema = z.strictObject({
  developmentEvent: z.boolean().optional().default(false),
  createFromTemplate: z.enum(['demo', 'blank']),
  isNewVersion: z.literal(true),
  name: newEventName,
  // Callable clients encode an absent (undefined) value as null: both mean "none given".
  slug: eventSlug.nullish().transform((v) => v ?? undefined),
});
export interface CreateNewEventResult {
  eventId: string;
  slug: string;
}

/**
 * app-NEWcreateEventRoom (the reference's app/NEWcreateEventRoom): a room from the default
 * template, its id read from its name (newRooms.ts). fromRoomId (ours, issue 30 #14): the room
 * whose portal's destination picker creates it, which the new room gets a portal back to.
 */
export const createEventRoomSchema = z.strictObject({
  eventId: documentIdField(),
  name: z
    .string()
    .trim()
    .min(1, ROOM_TEXTS.nameRequired)
    .max(LIMITS.nameMax, ROOM_TEXTS.nameTooLong),
  // Callable clients encode an absent (undefined) value as null: both mean "none given".
  fromRoomId: documentIdField()
    .nullish()
    .transform((v) => v ?? undefined),
});
export interface CreateEventRoomResult {
  roomId: string;
}

/**
 * storeRoomAssetInstancesAsTemplate (staff): saves a room's objects as a new room template
 * (src/domain/editor/roomTemplates.ts). The reference sends eventId and roomId; the name defaults to
 * the room's.
 */
export const storeRoomAssetInstancesAsTemplateSchema = z.strictObject({
  eventId: documentIdField(),
  roomId: documentIdField(),
  name: templateNameSchema.nullish().transform((v) => v ?? undefined),
});
export interface StoreRoomAssetInstancesAsTemplateResult {
  templateId: string;
  name: string;
  count: number;
}

export const updateEventDetailsSchema = z.strictObject({
  eventId: documentIdField(),
  slug: eventSlug,
  name: eventName,
  paymentPointer: z
    .string()
    .trim()
    .max(PAYMENT_POINTER_MAX, PAYMENT_POINTER_TOO_LONG)
    .nullable()
    .optional(),
  /** config.instancingEnabled: repeated glTF scenery drawn instanced (the organisers' switch). */
  instancingEnabled: z.boolean().optional(),
  /** timeZone: the zone the programme's times are typed in (an IANA name; programme.ts). */
  timeZone: timeZoneSchema.optional(),
});
export interface UpdateEventDetailsResult {
  success: boolean;
  slug: string;
}

export const eventUserSchema = z.strictObject({
  eventId: documentIdField(),
  userId: documentIdField(),
});

/** presence-setEventUserOffline (eventUserSchema): whether the user was online until now. */
export interface SetEventUserOfflineResult {
  wasOnline: boolean;
}

/** checkIfEventUsersOffline: the stale attendees an admin's list shows (at most a page). */
export const checkIfEventUsersOfflineSchema = z.strictObject({
  eventId: documentIdField(),
  users: z.array(documentIdField()).min(1).max(100),
});
export interface CheckIfEventUsersOfflineResult {
  /** False when the event was checked less than 30 s ago (nothing was done). */
  checked: boolean;
  /** The users marked offline by this check. */
  offline: string[];
  /** When `checked` is false: how long until the next check may run. */
  retryAfterMs: number;
}

export const setUserRolesSchema = eventUserSchema.extend({
  roles: z.strictObject({
    admin: z.boolean(),
    eventOrganiser: z.boolean(),
    roomEditor: z.boolean(),
    stageSpeaker: z.boolean(),
    videoController: z.boolean(),
  }),
});

// event-setEarlyAccess and event-setEarlyAccessByEmail: src/domain/protocol/earlyAccess.ts.

export const setStaffSchema = z.strictObject({ userId: documentIdField(), staff: z.boolean() });
export type SetStaffPayload = z.input<typeof setStaffSchema>;

// ------------------------------------------------------------------ voice (issue 7)

const eventIdField = documentIdField();
const channelIdField = z
  .string()
  .regex(CHANNEL_ID_PATTERN, 'A channel id is 1 to 64 characters without "/", ":" or spaces.')
  .refine(isDocumentId, NOT_AN_ID);

/** event-joinLeaveEventStage: step onto (join: true) or off (false) the global stage. */
export const joinLeaveEventStageSchema = z.strictObject({
  eventId: eventIdField,
  join: z.boolean(),
});
export interface JoinLeaveEventStageResult {
  onStage: boolean;
}

/** app-generateChannelAndAssignToAsset: gives a channel zone instance its props._channelId. */
export const generateChannelAndAssignToAssetSchema = z.strictObject({
  eventId: eventIdField,
  roomId: documentIdField(),
  assetType: z.literal('interactive', 'Only interactive objects (channel zones) have channels.'),
  /** The instance id (the reference calls the placed object an asset). */
  assetId: documentIdField(),
  /**
   * The editor's 'New channel' button: a freshly generated channel replaces the zone's current
   * one (else a zone that has a channel keeps it).
   */
  fresh: z.boolean().optional(),
});
export interface GenerateChannelAndAssignToAssetResult {
  channelId: string;
}

/** audio-getToken: a LiveKit token for the event's room, or a channel zone's. */
export const getAudioTokenSchema = z.strictObject({
  eventId: eventIdField,
  channelId: channelIdField.nullish().transform((v) => v ?? undefined),
});
export interface GetAudioTokenResult {
  token: string;
  /** The LiveKit server's WebSocket URL. */
  url: string;
  roomName: string;
  identity: string;
}

/**
 * audio-getIceServers: the STUN/TURN servers for peer-to-peer voice, with short-lived TURN
 * credentials (the TURN REST API scheme: username `expiry:uid`, credential the base64
 * HMAC-SHA1 of the username with the shared secret). Members of the event only.
 */
export const getIceServersSchema = z.strictObject({ eventId: eventIdField });
/** One ICE server as RTCPeerConnection takes it. */
export interface IceServerEntry {
  urls: string[];
  username?: string;
  credential?: string;
}
export interface GetIceServersResult {
  iceServers: IceServerEntry[];
  /** When the TURN credentials expire (ms since the epoch), or null when none were minted. */
  expiresAt: number | null;
}

/** audio-joinEventConference / audio-leaveEventConference: usage accounting of a voice room. */
export const eventConferenceSchema = z
  .strictObject({
    eventId: eventIdField,
    /** The conference name: the event id, or `${eventId}:${channelId}` (voice/conference.ts). */
    alias: documentIdField(200),
  })
  .refine(({ eventId, alias }) => conferenceBelongsTo(alias, eventId), {
    message: "The alias must be the event's id or `${eventId}:${channelId}`.",
    path: ['alias'],
  });
export interface EventConferenceResult {
  /** Whether the call opened or closed a session (false: already in / not in the conference). */
  changed: boolean;
}

// bots (issue 8): src/domain/protocol/botCallables.ts.

// ------------------------------------------------------------------ staff admin pages (issue 10)

/** admin-getUserEmail (staff only): the auth account's e-mail and whether it is staff. */
export const getUserEmailSchema = z.strictObject({ userId: documentIdField() });
export interface GetUserEmailResult {
  email: string | null;
  /** The `staff` custom claim, which no client can read from Firestore. */
  staff: boolean;
}

/** admin-setEventAudioPlan (staff only): events/{e}.audioUsage by src/domain/billing/audioPlan.ts. */
export const setEventAudioPlanSchema = z.strictObject({
  eventId: eventIdField,
  plan: z.enum(AUDIO_PLANS),
});
export interface SetEventAudioPlanResult {
  plan: AudioPlan;
}

// Account deletion (user-deleteUser): an empty payload; refused while any billing account the
// caller owns has an active subscription, which the answer lists.
export const deleteUserSchema = z.strictObject({});
export interface ActiveSubscriptions {
  billingAccountId: string;
  subscriptionIds: string[];
}
export type DeleteUserResult =
  { success: true } | { success: false; activeSubscriptions: ActiveSubscriptions[] };
