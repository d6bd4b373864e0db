/**
 * Room portals (reference): within _roomPortal-radius (2.5) of one, 'Enter room' ('Entering...'
 * while it works) takes the attendee to _roomPortal-destination (default the main room), or it
 * happens by itself when _roomPortal-access is 'automatic'.
 */
/** Said when a move to another room fails, before the reason (the session's travel). */
export const TRAVEL_FAILED = 'Could not enter the room.';
/** Said when a link or a portal names a room that is gone. */
export const ROOM_MISSING = "That room doesn't exist any more.";

export const PORTAL_TEXT = {
  enter: 'Enter room',
  entering: 'Entering...',
  edit: 'Edit',
  failed: TRAVEL_FAILED,
  missing: ROOM_MISSING,
  /** The destination picker's title (reference: the 'select a room' modal). */
  selectRoom: 'select a room',
  noOtherRoom: 'There is no other room yet.',
  createRoom: 'Create new room',
} as const;
