import { useEffect } from 'react';
import { useStore } from 'zustand';
import { ROOM_MISSING } from '../domain/objects/portalText';
import { mainRoomOf, roomPath } from '../domain/roomUrls';
import { travelTo, type EventSessionStore } from '../features/session';
import { useNavigate } from '../ui/routing';

/**
 * Keeps the URL and the room the attendee stands in together, so a reload or a shared link
 * lands in the same room and the browser's Back returns to the previous one:
 * - a move by a portal pushes the new room's URL;
 * - a URL naming another room (Back, Forward, a link followed inside the app) travels there;
 * - a URL naming a room that cannot be entered is replaced by the room one is in.
 */
export function useRoomUrl(
  store: EventSessionStore,
  options: { demo: boolean; slug: string; urlRoomId: string },
): void {
  const { demo, slug, urlRoomId } = options;
  const navigate = useNavigate();
  const roomId = useStore(store, (s) => s.roomId);
  const travel = useStore(store, (s) => s.travel);

  // The URL says another room than the one entered: go there (Back, Forward, a link).
  useEffect(() => {
    if (urlRoomId !== store.getState().roomId && store.getState().travel.status === 'idle') {
      void travelTo(store, urlRoomId);
    }
  }, [urlRoomId, store]);

  // The room changed by a portal: the URL follows, as a new history entry.
  useEffect(() => {
    const replace = store.getState().urlMode === 'replace';
    if (roomId !== urlRoomId) navigate(roomPath({ demo, slug, roomId }), { replace });
    // Only a change of room moves the URL; a URL change is handled above.
  }, [roomId]); // eslint-disable-line react-hooks/exhaustive-deps

  // The room joined from the URL does not exist (an old link): the main room instead, said.
  useEffect(() => {
    const joined = store.getState().roomId;
    const main = mainRoomOf(demo);
    if (joined === main) return;
    let live = true;
    void import('../data/travel')
      .then(({ roomExists }) => roomExists(store.getState().eventId, joined))
      .then((exists) => {
        if (live && !exists) {
          void travelTo(store, main, { urlMode: 'replace', notice: ROOM_MISSING });
        }
      });
    return () => {
      live = false;
    };
  }, [store, demo]);

  // The URL's room could not be entered: show the room one is in.
  useEffect(() => {
    if (travel.status === 'failed' && travel.to === urlRoomId) {
      navigate(roomPath({ demo, slug, roomId: store.getState().roomId }), { replace: true });
    }
  }, [travel, urlRoomId, demo, slug, store, navigate]);
}
