import { HttpsError } from 'firebase-functions/v2/https';
import { ACCESS_REJECTION_TEXT } from '../../../src/domain/access';
import { PROGRAMME_TEXT } from '../../../src/domain/programme';
import type { EventAuthority } from '../shared/eventAuthority';

/**
 * The programme callables' refusals beyond the schema's: failed-precondition (the payload is
 * well-formed, the event's state refuses it) with the sentence the editor shows and, when one
 * field is at fault, its path in `fields`, as the schema's refusals name theirs
 * (shared/callable.ts), so the form puts the message by that field.
 */
function refusal(message: string, reason: string, field?: string): HttpsError {
  return new HttpsError('failed-precondition', message, {
    reason,
    ...(field ? { fields: [field] } : {}),
  });
}

/**
 * An archived event is read-only for its programme too: the gate already refuses everyone
 * (requestEventAccess), and a programme changed after the fact would rewrite its record.
 */
export function refuseArchived(authority: EventAuthority): void {
  if (authority.event.archived === true) {
    throw refusal(ACCESS_REJECTION_TEXT.event_archived, 'event_archived');
  }
}

export const programmeRefusal = {
  roomMissing: () => refusal(PROGRAMME_TEXT.roomMissing, 'room_missing', 'session.roomId'),
  screenNotInRoom: () =>
    refusal(PROGRAMME_TEXT.screenNotInRoom, 'screen_not_in_room', 'session.screenId'),
  timeZoneChanged: () => refusal(PROGRAMME_TEXT.timeZoneChanged, 'time_zone_changed'),
  tooManySessions: () => refusal(PROGRAMME_TEXT.tooManySessions, 'too_many_sessions'),
  sessionMissing: () =>
    new HttpsError('not-found', PROGRAMME_TEXT.sessionMissing, { reason: 'session_missing' }),
};
