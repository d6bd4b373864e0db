// Reads the usage ledger (conferences/{eventId}, written by functions/src/audio/conferenceStore.ts)
// and the events for the staff usage reports. Tolerant of entries missing fields: a report must
// never fail on one odd document, so an entry without an end is left out.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { LedgerConference, ReportEvent } from '../../../src/domain/reports';

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The completed conferences of one conferences/{eventId} document. */
export function ledgerConferences(snap: DocumentSnapshot): LedgerConference[] {
  const entries = (snap.get('completedConferences') ?? {}) as Record<string, unknown>;
  const conferences: LedgerConference[] = [];
  for (const [conferenceId, raw] of Object.entries(entries)) {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const endedMs = millisOf(entry.ended);
    if (endedMs === null) continue;
    const users = Array.isArray(entry.users)
      ? entry.users.filter((uid): uid is string => typeof uid === 'string')
      : undefined;
    conferences.push({
      conferenceId,
      alias: typeof entry.alias === 'string' ? entry.alias : snap.id,
      startedMs: millisOf(entry.started) ?? endedMs,
      endedMs,
      totalPresenceDuration: count(entry.totalPresenceDuration),
      activeUsers: count(entry.activeUsers),
      users,
    });
  }
  return conferences;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The report's view of events/{e}; a deleted event keeps its id and empty texts. */
export function reportEvent(eventId: string, snap: DocumentSnapshot): ReportEvent {
  const data = snap.data() ?? {};
  return {
    eventId,
    name: text(data.name),
    slug: text(data.slug),
    creatorId: text(data.creatorId),
    connectedSubscription: data.connectedSubscription,
    audioUsage: data.audioUsage,
  };
}
