/** Display name: the name if set, else 'Event /{slug}', else the id (reference). */
export function eventDisplayName(event: { id: string; name: string | null; slug: string | null }) {
  if (event.name) return event.name;
  if (event.slug) return `Event /${event.slug}`;
  return event.id;
}

/** Reference error texts of event creation and URL changes, shared by the SPA and functions. */
export const EVENT_ERROR_TEXT = {
  createFailed: 'Failed to create new event.',
  urlInUse: 'Event url is already in use. Please choose something else.',
  lackingPermission: "You don't have permission to create events.",
  slugInUse: 'Invalid event URL. The slug is already in-use. Please try something else.',
} as const;
