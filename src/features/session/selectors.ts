import { canEditRoom } from '../../domain/editor/editorAccess';
import type { EventSessionState } from './eventSessionStore';
import { useEventSession } from './useEventSession';

/** Whether the attendee may edit the room they stand in (room editors, public editing). */
export function selectCanEditRoom(state: EventSessionState): boolean {
  return canEditRoom({
    roomEditor: state.roles.roomEditor,
    publicEditingEnabled: state.event.access.publicEditingEnabled,
    demo: state.demo,
    roomId: state.roomId,
  });
}

/** selectCanEditRoom, re-rendering only when the answer changes. */
export function useCanEditRoom(): boolean {
  return useEventSession(selectCanEditRoom);
}
