import { useEffect, useState } from 'react';
import { watchRoomObjects } from '../../../data/roomObjects';
import { PROGRAMME_EDITOR_TEXT } from './editorText';
import { screenChoices, type ScreenChoice } from './screenChoices';

/**
 * The video screens of the room the form names, live (null while read). A room that cannot be
 * read (gone meanwhile) offers none: the session is saved without a screen, or the callable
 * says the room is missing.
 */
export function useRoomScreens(eventId: string, roomId: string): ScreenChoice[] | null {
  const [screens, setScreens] = useState<{ roomId: string; list: ScreenChoice[] } | null>(null);
  useEffect(() => {
    if (!roomId) return;
    return watchRoomObjects(
      eventId,
      roomId,
      (objects) =>
        setScreens({ roomId, list: screenChoices(objects, PROGRAMME_EDITOR_TEXT.screen) }),
      (error) => {
        console.warn('Could not read the room’s screens', error);
        setScreens({ roomId, list: [] });
      },
    );
  }, [eventId, roomId]);
  if (!roomId) return [];
  // Another room's screens (the room just changed): still reading.
  return screens?.roomId === roomId ? screens.list : null;
}
