import { db } from '../shared/admin';
import { eventDoc } from '../../../src/domain/protocol/paths';

/** Resolves a public URL parameter to an event id: a slug, else an event id. */
export async function resolveEventId(slug: string): Promise<string | null> {
  const bySlug = await db.doc(`slugs/${slug.toLowerCase()}`).get();
  const eventId = bySlug.get('eventId');
  if (typeof eventId === 'string') return eventId;
  if (slug.includes('/')) return null;
  const byId = await db.doc(eventDoc(slug)).get();
  return byId.exists ? byId.id : null;
}
