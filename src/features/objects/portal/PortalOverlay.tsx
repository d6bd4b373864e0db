import { useEffect, useMemo, useRef } from 'react';
import { portalOf, PORTAL_TEXT } from '../../../domain/objects/portals';
import { occupancyLine } from '../../../domain/occupancy';
import type { ExtrasProps } from '../extras/kit/types';
import {
  nameOfRoom,
  requestEdit,
  travelTo,
  useCanEditRoom,
  useEventSession,
  useEventSessionStore,
  useRoomNames,
} from '../../session';
import { Button } from '../../../ui/Button';
import { PortalLine } from './PortalLine';
import { usePortalAt } from './usePortalAt';
import { usePortalEntry } from './usePortalEntry';
import { usePortalTitle } from './usePortalTitle';
import '../objects.css';

/**
 * At a portal: where it leads, 'Enter room' ('Entering...' while it works) and, for those who
 * may edit the room, 'Edit'. An automatic portal enters by itself when walked into (not while
 * the room editor is open, nor when made automatic around someone standing in it). A failed
 * entry says why and leaves the button to try again. A full room (src/domain/occupancy.ts)
 * has no button: the person waits in its line, told their place, and enters when it comes.
 */
export function PortalOverlay({ objects, getPlayer }: ExtrasProps) {
  const portals = useMemo(
    () => objects.filter((o) => o.kind === 'roomPortal').map(portalOf),
    [objects],
  );
  const store = useEventSessionStore();
  // Read by the automatic entry, which runs outside rendering: a full room takes nobody.
  const fullRef = useRef(false);
  const portal = usePortalAt(portals, {
    getPlayer,
    isEditing: () => store.getState().editorOpen,
    onAutoEnter: (entered) => {
      if (store.getState().travel.status !== 'idle' || fullRef.current) return;
      void travelTo(store, entered.destination);
    },
  });
  const entry = usePortalEntry(portal?.destination ?? null);
  fullRef.current = entry.waiting;
  // A place freed for someone in line: the portal takes them in.
  const admittedTo = entry.admitted ? (portal?.destination ?? null) : null;
  useEffect(() => {
    if (admittedTo && store.getState().travel.status !== 'entering') {
      void travelTo(store, admittedTo);
    }
  }, [admittedTo, store]);
  const travel = useEventSession((s) => s.travel);
  const canEdit = useCanEditRoom();
  const rooms = useRoomNames();
  const titleOf = usePortalTitle(portals.length > 0);

  if (!portal) return null;
  const roomName = nameOfRoom(rooms, portal.destination);
  const entering = travel.status === 'entering';
  const failed = travel.status === 'failed' && travel.to === portal.destination ? travel : null;
  return (
    <section className="portal-overlay" aria-label="Room portal">
      <h2 className="portal-overlay__title">
        {occupancyLine(titleOf(roomName, portal.destination), entry.count)}
      </h2>
      <PortalLine roomName={roomName} entry={entry} />
      <div className="portal-overlay__actions">
        {!entry.waiting && (
          <Button disabled={entering} onClick={() => void travelTo(store, portal.destination)}>
            {entering ? PORTAL_TEXT.entering : PORTAL_TEXT.enter}
          </Button>
        )}
        {canEdit && (
          <Button variant="secondary" onClick={() => requestEdit(store, portal.id)}>
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
