import { useState } from 'react';
import { takeFloor } from '../../data/hands';
import { floorAnnouncement, FLOOR_TEXT } from '../../domain/talkFloor';
import { useVoiceState } from '../voice';
import './talk.css';

/**
 * Who holds the floor, for everyone in the room (a live region, present before it has anything
 * to say so a screen reader announces the change); for the holder, their notice with the voice
 * panel's mute switch and 'Done'. Holders in another room are not heard here and not named.
 */
export function FloorNotice({
  eventId,
  uid,
  floor,
}: {
  eventId: string;
  uid: string;
  /** eventStage.floor's holders. */
  floor: readonly string[];
}) {
  const { muted, toggleMute, nameOf } = useVoiceState();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = floor.includes(uid);
  const others = floor
    .filter((id) => id !== uid)
    .map(nameOf)
    .filter(Boolean);
  const done = () => {
    setBusy(true);
    setError(null);
    takeFloor(eventId, uid)
      .catch((reason: unknown) =>
        setError(
          `${FLOOR_TEXT.actionFailed} ${reason instanceof Error ? reason.message : String(reason)}`,
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <section
      // With nothing to say it stays in the page, out of the notices' column (a column gap of
      // nothing moved the cards under it), so the live region is there before its news.
      className={mine || others.length > 0 ? 'talk-floor talk-floor--active' : 'visually-hidden'}
      aria-label={FLOOR_TEXT.floorTitle}
    >
      <p role="status" className="talk-floor__line">
        {mine ? FLOOR_TEXT.youHaveFloor : floorAnnouncement(others)}
      </p>
      {mine && (
        <div className="talk-floor__actions">
          <button type="button" onClick={toggleMute}>
            {muted ? 'Unmute' : 'Mute'}
          </button>
          <button type="button" onClick={done} disabled={busy}>
            {FLOOR_TEXT.done}
          </button>
        </div>
      )}
      {mine && others.length > 0 && <p className="talk-floor__line">{floorAnnouncement(others)}</p>}
      {error && (
        <p className="talk-floor__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
