import { z } from 'zod';

/**
 * The /event-global-audio/{eventId} page: an invisible page another page embeds in an iframe
 * and hands an audio token by postMessage (reference: token, conferenceId, userId, eventId).
 */
const globalAudioMessageSchema = z.object({
  token: z.string().min(1).max(8192),
  conferenceId: z.string().min(1).max(200),
  userId: z.string().min(1).max(128),
  eventId: z.string().min(1).max(128),
});
export type GlobalAudioMessage = z.infer<typeof globalAudioMessageSchema>;

/** The reply to the parent once a message is accepted. */
export interface GlobalAudioAck {
  type: 'ack';
  conferenceId: string;
}

/** Origins from a comma-separated setting (VITE_GLOBAL_AUDIO_PARENT_ORIGINS), trimmed. */
export function parseParentOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}

export type GlobalAudioVerdict =
  { ok: true; message: GlobalAudioMessage } | { ok: false; why: 'origin' | 'shape' | 'event' };

/**
 * Whether the page acts on a message: it must come from this app's own origin or a listed
 * parent origin (anyone can embed the page and post to it; the token must not be a stranger's
 * choice), have the message's shape, and be for the event the page is open on.
 */
export function judgeGlobalAudioMessage(input: {
  origin: string;
  data: unknown;
  ownOrigin: string;
  allowedOrigins: readonly string[];
  eventId: string;
}): GlobalAudioVerdict {
  const { origin, data, ownOrigin, allowedOrigins, eventId } = input;
  if (origin !== ownOrigin && !allowedOrigins.includes(origin)) return { ok: false, why: 'origin' };
  const parsed = globalAudioMessageSchema.safeParse(data);
  if (!parsed.success) return { ok: false, why: 'shape' };
  if (parsed.data.eventId !== eventId) return { ok: false, why: 'event' };
  return { ok: true, message: parsed.data };
}
