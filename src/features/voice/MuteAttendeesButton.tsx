import { useState } from 'react';
import { setAttendeesMuted } from '../../data/events';
import { ATTENDEES_MUTED_TEXT } from '../../domain/voice';
import { Button } from '../../ui/Button';
import './voice.css';

/**
 * The organisers' 'Mute attendees' switch (top-right toolbar). The label says what a press
 * does; while it is on, only speakers talk (silencedByEvent). The event document carries the
 * state, so every organiser's button and every attendee's voice panel follow it live.
 */
export function MuteAttendeesButton({ eventId, muted }: { eventId: string; muted: boolean }) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setSaving(true);
    setFailed(false);
    setAttendeesMuted(eventId, !muted)
      .catch(() => setFailed(true))
      .finally(() => setSaving(false));
  };
  return (
    <div className="mute-attendees">
      <Button variant="secondary" disabled={saving} onClick={toggle}>
        {muted ? ATTENDEES_MUTED_TEXT.unmute : ATTENDEES_MUTED_TEXT.mute}
      </Button>
      {failed && (
        <p className="ui-error mute-attendees__error" role="alert">
          {ATTENDEES_MUTED_TEXT.saveFailed}
        </p>
      )}
    </div>
  );
}
