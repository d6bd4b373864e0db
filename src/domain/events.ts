/** Display name: the name if set, else 'Event /{slug}', else the id (reference). */
export function eventDisplayName(event: { id: string; name: string | null; slug: string | null }) {
  if (event.name) return event.name;
  if (event.slug) return `Event /${event.slug}`;
  return event.id;
}
