import { z } from 'zod';

/** Payload schemas of the callables, shared by the SPA and functions/. */
export const requestEventAccessSchema = z.object({
  slug: z.string().trim().min(1).max(128),
  eventPassword: z.string().max(256).optional(),
});
export type RequestEventAccessPayload = z.infer<typeof requestEventAccessSchema>;

export interface RequestEventAccessResult {
  eventId: string;
}

export const getEventIdSchema = z.object({ slug: z.string().trim().min(1).max(128) });
export type GetEventIdPayload = z.infer<typeof getEventIdSchema>;
