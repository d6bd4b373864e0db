import { z } from 'zod';

/** Payload schemas of the callables, shared by the SPA and functions/. */
export const requestEventAccessSchema = z.object({
  slug: z.string().trim().min(1).max(128),
  // Callable clients may encode an absent value as null.
  eventPassword: z
    .string()
    .max(256)
    .nullish()
    .transform((v) => v ?? undefined),
});
export type RequestEventAccessPayload = z.input<typeof requestEventAccessSchema>;

/** The join form needs the event's display name before Firestore has loaded. */
export interface RequestEventAccessResult {
  eventId: string;
  name: string | null;
  slug: string | null;
}

export const getEventIdSchema = z.object({ slug: z.string().trim().min(1).max(128) });
export type GetEventIdPayload = z.input<typeof getEventIdSchema>;

export const createNewEventSchema = z.object({
  developmentEvent: z.boolean().optional().default(false),
  createFromTemplate: z.enum(['demo', 'blank']),
  isNewVersion: z.literal(true),
  name: z.string().trim().max(48, 'Event names are at most 48 characters.').optional(),
  slug: z.string().trim().max(48, 'Event URLs are at most 48 characters.').optional(),
});
export type CreateNewEventPayload = z.input<typeof createNewEventSchema>;
export interface CreateNewEventResult {
  eventId: string;
  slug: string;
}

export const updateEventDetailsSchema = z.object({
  eventId: z.string().min(1).max(128),
  slug: z.string().trim().max(48, 'Event URLs are at most 48 characters.'),
  name: z.string().trim().max(48, 'Event names are at most 48 characters.'),
  paymentPointer: z.string().trim().max(256).nullable().optional(),
});
export type UpdateEventDetailsPayload = z.input<typeof updateEventDetailsSchema>;
export interface UpdateEventDetailsResult {
  success: boolean;
  slug: string;
}

export const eventUserSchema = z.object({
  eventId: z.string().min(1).max(128),
  userId: z.string().min(1).max(128),
});
export type EventUserPayload = z.input<typeof eventUserSchema>;

export const setUserRolesSchema = eventUserSchema.extend({
  roles: z.object({
    admin: z.boolean(),
    eventOrganiser: z.boolean(),
    roomEditor: z.boolean(),
    stageSpeaker: z.boolean(),
    videoController: z.boolean(),
  }),
});
export type SetUserRolesPayload = z.input<typeof setUserRolesSchema>;

export const setStaffSchema = z.object({ userId: z.string().min(1).max(128), staff: z.boolean() });
export type SetStaffPayload = z.input<typeof setStaffSchema>;
