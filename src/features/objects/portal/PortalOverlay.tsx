import { useEffect, useMemo } from 'react';
import { canEditRoom } from '../../../domain/editorAccess';
import { autoEnters, portalOf, PORTAL_TEXT } from '../../../domain/portals';
import type { ExtrasProps } from '../extras/types';
import {
  nameOfRoom,
  travelTo,
  useEventSession,
  useEventSessionStore,
  useRoomNames,
} from '../../session';
import { Button } from '../../../ui/Button';
import { usePortalAt } from './usePortalAt';
import '../objects.css';

/**
 * At a portal: where it leads, 'Enter room' ('Entering...' while it works) and, for those who
 * may edit the room, 'Edit'. An automatic portal enters by itself. A failed entry says why and
 * leaves the button to try again.
 */
export function PortalOverlay({ objects, getPlayer }: ExtrasProps) {
  const portals = useMemo(
    () => objects.filter((o) => o.kind === 'roomPortal').map(portalOf),
    [objects],
  );
  const { portal, armed } = usePortalAt(portals, getPlayer);
  const store = useEventSessionStore();
  const travel = useEventSession((s) => s.travel);
  const canEdit = useEventSession((s) =>
    canEditRoom({
      roomEditor: s.roles.roomEditor,
      publicEditingEnabled: s.event.access.publicEditingEnabled,
      demo: s.demo,
      roomId: s.roomId,
    }),
  );
  const rooms = useRoomNames();
  const automatic = autoEnters(portal, armed) && travel.status === 'idle';
  const destination = portal?.destination;
  useEffect(() => {
    if (automatic && destination) void travelTo(store, destination);
  }, [automatic, destination, store]);

  if (!portal) return null;
  const entering = travel.status === 'entering';
  const failed = travel.status === 'failed' && travel.to === portal.destination ? travel : null;
  return (
    <section className="portal-overlay" aria-label="Room portal">
      <h2 className="portal-overlay__title">{nameOfRoom(rooms, portal.destination)}</h2>
      <div className="portal-overlay__actions">
        <Button disabled={entering} onClick={() => void travelTo(store, portal.destination)}>
          {entering ? PORTAL_TEXT.entering : PORTAL_TEXT.enter}
        </Button>
        {canEdit && (
          <Button variant="secondary" onClick={() => store.setState({ editRequest: portal.id })}>
            {PORTAL_TEXT.edit}
          </Button>
        )}
      </div>
      {failed && (
        <p className="portal-overlay__error" role="alert">
          {failed.message}
        </p>
      )}
    </section>
  );
}
