import { DEMO_EDITOR_ROOM_ID } from '../constants';

/**
 * What the world and the menus need of the room editor before it loads (the rest of its rules
 * are in editor.ts, off the walk path): who may edit a room, the Editor button's words, and
 * which object a click means.
 */
export const EDITOR_ENTRY = {
  button: 'Editor',
  title: 'Room editor',
} as const;

/** How far from a click (in metres) an object is still the one clicked. */
const PICK_RADIUS = 2;

/**
 * Who may edit a room (reference: room editors, or anyone while the event's public editing is
 * on), with one exception: the demo's visitors edit only its editor room (/demo/editor), so
 * the shared demo room stays whole. firestore.rules canEditRooms says the same, and the
 * callables that edit rooms ask this function.
 */
export function canEditRoom(options: {
  roomEditor: boolean;
  /** Public editing is on and the person is a member of the event. */
  publicEditingEnabled: boolean;
  demo: boolean;
  roomId: string;
}): boolean {
  if (options.roomEditor) return true;
  return options.publicEditingEnabled && (!options.demo || options.roomId === DEMO_EDITOR_ROOM_ID);
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** The object a click at `point` means: the nearest within PICK_RADIUS, else none. */
export function pickInstance<T extends { x: number; y: number }>(
  instances: readonly T[],
  point: { x: number; y: number },
  radius = PICK_RADIUS,
): T | null {
  let best: T | null = null;
  let bestDistance = radius;
  for (const instance of instances) {
    const d = distance(instance, point);
    if (d <= bestDistance) {
      best = instance;
      bestDistance = d;
    }
  }
  return best;
}
