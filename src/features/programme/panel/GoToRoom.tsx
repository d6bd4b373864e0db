import { goToRoomLabel, PROGRAMME_PANEL_TEXT } from '../../../domain/programmePanelText';
import { Button } from '../../../ui/Button';
import { travelTo, useEventSession, useEventSessionStore } from '../../session';

/**
 * 'Go to room' for a session's room: the same move a portal makes (travelTo), 'You are here'
 * when the person already stands there, disabled while a move is under way, and why a move to
 * this room failed. `onTravelled` runs once they are there (the panel closes on the new room).
 */
export function GoToRoom({
  roomId,
  roomName,
  onTravelled,
}: {
  roomId: string;
  roomName: string;
  onTravelled?: () => void;
}) {
  const store = useEventSessionStore();
  const here = useEventSession((s) => s.roomId === roomId);
  const travel = useEventSession((s) => s.travel);
  if (here) return <span className="programme-here">{PROGRAMME_PANEL_TEXT.youAreHere}</span>;
  const entering = travel.status === 'entering';
  const failed = travel.status === 'failed' && travel.to === roomId ? travel.message : null;
  return (
    <>
      <Button
        variant="secondary"
        disabled={entering}
        aria-label={goToRoomLabel(roomName)}
        onClick={() =>
          void travelTo(store, roomId).then((entered) => {
            if (entered) onTravelled?.();
          })
        }
      >
        {entering && travel.to === roomId
          ? PROGRAMME_PANEL_TEXT.entering
          : PROGRAMME_PANEL_TEXT.goToRoom}
      </Button>
      {failed && (
        <p className="ui-error programme-travel-error" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
