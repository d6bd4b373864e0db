import { canEditRoom } from '../../../domain/editorAccess';
import { useEventSession } from '../../session';

/** Whether the attendee may edit the room they stand in (room editors, public editing). */
export function useCanEditRoom(): boolean {
  return useEventSession((s) =>
    canEditRoom({
      roomEditor: s.roles.roomEditor,
      publicEditingEnabled: s.event.access.publicEditingEnabled,
      demo: s.demo,
      roomId: s.roomId,
    }),
  );
}
