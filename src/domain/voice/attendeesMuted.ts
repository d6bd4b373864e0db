import type { EffectiveRoles } from '../roles';

/**
 * 'Mute attendees', the organisers' switch in the top-right toolbar (events/{id}.attendeesMuted):
 * while it is on, only speakers talk. Organisers and admins are speakers by implication
 * (roles.ts), so they keep their voices; everyone else listens. The voice panel, the LiveKit
 * token's publish grant (audio-getToken) and the rules' writers all use this one rule.
 */
export function silencedByEvent(
  attendeesMuted: boolean,
  roles: Pick<EffectiveRoles, 'stageSpeaker'>,
): boolean {
  return attendeesMuted && !roles.stageSpeaker;
}

export const ATTENDEES_MUTED_TEXT = {
  mute: 'Mute attendees',
  unmute: 'Unmute attendees',
  /** Said to an attendee the switch silences. */
  silenced: 'The organizers have muted attendees. You can listen; only speakers can talk.',
  /** Said to the organiser when the switch could not be saved. */
  saveFailed: 'Could not change whether attendees are muted. Try again.',
} as const;
