import { TRAVEL_FAILED } from '../../domain/objects/portalText';
import { roomDisplayName } from '../../domain/roomNames';
import { mainRoomOf } from '../../domain/roomUrls';
import type { EventSessionStore } from './eventSessionStore';

/**
 * Takes the attendee to another room, in one step: the world stops writing positions (it reads
 * `travel.status`), data/travel.ts moves currentRoom and removes the old position atomically,
 * then the store names the new room and where to appear, and the world remounts there. A
 * failure leaves them where they were, with the reason in `travel`.
 */
export async function travelTo(
  store: EventSessionStore,
  to: string,
  options: { urlMode?: 'push' | 'replace'; notice?: string } = {},
): Promise<boolean> {
  const { eventId, uid, roomId: from, travel, demo } = store.getState();
  if (to === from || travel.status === 'entering') return false;
  store.setState({ travel: { status: 'entering', to } });
  try {
    const { enterRoom } = await import('../../data/travel');
    const { at, name } = await enterRoom({ eventId, uid, from, to });
    store.setState({
      roomId: to,
      arrival: at,
      // A move forced by a notice (a room gone) says so instead.
      arrivedIn: options.notice ? null : roomDisplayName({ id: to, name }, mainRoomOf(demo)),
      travel: { status: 'idle' },
      urlMode: options.urlMode ?? 'push',
      notice: options.notice ?? null,
    });
    return true;
  } catch (error) {
    const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
    store.setState({ travel: { status: 'failed', to, message: `${TRAVEL_FAILED}${reason}` } });
    return false;
  }
}
