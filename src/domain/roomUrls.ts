import { DEFAULT_ROOM_ID, DEMO_EDITOR_ROOM_ID, DEMO_ROOM_ID } from './constants';
import { isDocumentId } from './documentIdRule';

/** The room an event starts in: the demo's plaza, or every other event's '_main'. */
export function mainRoomOf(demo: boolean): string {
  return demo ? DEMO_ROOM_ID : DEFAULT_ROOM_ID;
}

/** The URL segment of the demo's editor room (/demo/editor), as the reference has it. */
const DEMO_EDITOR_SEGMENT = 'editor';

/**
 * The URL that names a room, so a reload or a shared link lands in it: /event/{slug} for the
 * main room and /event/{slug}/{roomId} for the others; /demo, /demo/editor and /demo/{roomId}.
 */
export function roomPath(options: { demo: boolean; slug: string; roomId: string }): string {
  const { demo, slug, roomId } = options;
  const base = demo ? '/demo' : `/event/${encodeURIComponent(slug)}`;
  if (roomId === mainRoomOf(demo)) return base;
  if (demo && roomId === DEMO_EDITOR_ROOM_ID) return `${base}/${DEMO_EDITOR_SEGMENT}`;
  return `${base}/${encodeURIComponent(roomId)}`;
}

/**
 * The room a URL's room segment names (none: the main room). A segment that cannot be a room's
 * id ('..%2Fx' decodes to a path) names no room: the main room, as for an old link, instead of a
 * world that waits for ever on a read Firestore refuses to make.
 */
export function roomOfSegment(demo: boolean, segment: string | undefined): string {
  if (!segment || !isDocumentId(segment)) return mainRoomOf(demo);
  if (demo && segment === DEMO_EDITOR_SEGMENT) return DEMO_EDITOR_ROOM_ID;
  return segment;
}
