/**
 * profiles/{uid}.createdEvents and joinedEvents, kept by functions (createNewEvent,
 * updateEventDetails for the creator's entry, the profiles-trackJoinedEvent trigger):
 *   { [eventId]: { name, slug } }
 * The slug stored is the event's default slug, whose URL keeps working after the event's URL
 * changes (updateEventDetails keeps that slugs document), so a link never breaks. Older entries
 * may be `true`: they link by event id, which /event/{id} also resolves.
 */
export interface AccountEventEntry {
  name: string;
  slug: string;
}

export interface AccountEvent extends AccountEventEntry {
  eventId: string;
}

export function accountEventEntry(event: {
  name?: unknown;
  defaultSlug?: unknown;
  slug?: unknown;
}): AccountEventEntry {
  const slug =
    typeof event.defaultSlug === 'string' && event.defaultSlug
      ? event.defaultSlug
      : typeof event.slug === 'string'
        ? event.slug
        : '';
  return { name: typeof event.name === 'string' ? event.name : '', slug };
}

/** A profile's events map as a list, sorted by key (event id) as the reference does. */
export function accountEvents(map: unknown): AccountEvent[] {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return Object.keys(map)
    .sort()
    .map((eventId) => {
      const value = (map as Record<string, unknown>)[eventId] as Record<string, unknown> | null;
      const name = typeof value?.name === 'string' ? value.name : '';
      const slug = typeof value?.slug === 'string' && value.slug ? value.slug : eventId;
      return { eventId, name, slug };
    });
}
