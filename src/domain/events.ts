import { LIMITS } from './constants';
import { textProblem } from './text';

/** Display name: the name if set, else 'Event /{slug}', else the id (reference). */
export function eventDisplayName(event: { id: string; name: string | null; slug: string | null }) {
  if (event.name) return event.name;
  if (event.slug) return `Event /${event.slug}`;
  return event.id;
}

/** The address people open to join an event: its chosen URL, else its first one, else its id. */
export function eventLink(
  origin: string,
  event: { id: string; slug: string | null; defaultSlug: string | null },
): string {
  return `${origin}/event/${encodeURIComponent(event.slug ?? event.defaultSlug ?? event.id)}`;
}

/** Reference error texts of event creation and URL changes, shared by the SPA and functions. */
export const EVENT_ERROR_TEXT = {
  createFailed: 'Failed to create new event.',
  urlInUse: 'Event url is already in use. Please choose something else.',
  lackingPermission: "You don't have permission to create events.",
  slugInUse: 'Invalid event URL. The slug is already in-use. Please try something else.',
} as const;

/**
 * An existing event's name may be blank: it is then shown by the display rule above (reference).
 * A new event needs one (issue 30 #19: an empty form made an unnamed 'Event /event-ws51xo').
 */
export const EVENT_NAME_TEXTS = {
  tooLong: `Event names are at most ${LIMITS.eventNameMax} characters.`,
  required: 'Give the event a name: people see it on the dashboard and when they join.',
  blankShownAs: (shown: string) => `Without a name, the event is shown as '${shown}'.`,
} as const;

/** Why an event name as typed cannot be saved, or null (blank is allowed). */
export function eventNameProblem(name: string): string | null {
  return textProblem(name, { max: LIMITS.eventNameMax, tooLong: EVENT_NAME_TEXTS.tooLong });
}

/** Why a new event's name as typed cannot be sent: blank (spaces only) or too long. */
export function newEventNameProblem(name: string): string | null {
  return textProblem(name, {
    max: LIMITS.eventNameMax,
    tooLong: EVENT_NAME_TEXTS.tooLong,
    required: EVENT_NAME_TEXTS.required,
  });
}

/**
 * The payment pointer announced for Web Monetization when an event has none (the reference's
 * default). A placeholder on a reserved domain: an operator sets their own wallet here.
 */
const DEFAULT_PAYMENT_POINTER = '$wallet.menagerie.example/events';

/**
 * The Web Monetization link's address for a pointer: a payment pointer '$host/path' is the
 * wallet address https://host/path ('$host' alone: https://host/.well-known/pay); an https
 * address is kept; anything else (or nothing) falls back to the default.
 */
export function monetizationHref(pointer: string | null): string {
  const value = pointer?.trim() || DEFAULT_PAYMENT_POINTER;
  if (/^https:\/\/\S+$/.test(value)) return value;
  const match = /^\$([^\s/]+)(\/\S*)?$/.exec(value);
  if (!match) return monetizationHref(DEFAULT_PAYMENT_POINTER);
  return `https://${match[1]}${match[2] ?? '/.well-known/pay'}`;
}

/** The event's payment pointer (optional; blank stores null). */
export const PAYMENT_POINTER_MAX = 256;
export const PAYMENT_POINTER_TOO_LONG = `Payment pointers are at most ${PAYMENT_POINTER_MAX} characters.`;

export function paymentPointerProblem(pointer: string): string | null {
  return textProblem(pointer, { max: PAYMENT_POINTER_MAX, tooLong: PAYMENT_POINTER_TOO_LONG });
}
