/** Event roles stored on members/{uid}.roles (reference labels in ROLE_LABELS). */
export const ROLE_IDS = [
  'admin',
  'eventOrganiser',
  'roomEditor',
  'stageSpeaker',
  'videoController',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];
export type RoleFlags = Partial<Record<RoleId, boolean>>;

export const ROLE_LABELS: Record<RoleId, string> = {
  admin: 'Event Admin',
  eventOrganiser: 'Event Organizer',
  roomEditor: 'Room Editor',
  stageSpeaker: 'Speaker',
  videoController: 'Video Controller',
};

export type EffectiveRoles = Record<RoleId | 'creator', boolean>;

/**
 * Implicit roles: creator ⇒ everything; admin only explicit (or creator); organiser implied by
 * creator or admin; editor, speaker and video controller implied by creator, admin or organiser.
 * firestore.rules mirrors this function (tests check they agree).
 */
export function effectiveRoles(explicit: RoleFlags, isCreator: boolean): EffectiveRoles {
  const admin = isCreator || explicit.admin === true;
  const organiser = admin || explicit.eventOrganiser === true;
  return {
    creator: isCreator,
    admin,
    eventOrganiser: organiser,
    roomEditor: organiser || explicit.roomEditor === true,
    stageSpeaker: organiser || explicit.stageSpeaker === true,
    videoController: organiser || explicit.videoController === true,
  };
}

/** Roles that are on only because a higher role implies them (shown faded and locked). */
export function isImplied(role: RoleId, explicit: RoleFlags, isCreator: boolean): boolean {
  const withoutIt = effectiveRoles({ ...explicit, [role]: false }, isCreator);
  return withoutIt[role];
}
