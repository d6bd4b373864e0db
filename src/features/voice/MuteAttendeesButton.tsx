import { useState } from 'react';
import { setAttendeesMuted } from '../../data/events';
import { ATTENDEES_MUTED_TEXT } from '../../domain/voice';
import { Button } from '../../ui/Button';
import './voice.css';

export interface AttendeesMuteSwitch {
  /** What a press does: 'Mute attendees' or 'Unmute attendees'. */
  label: string;
  saving: boolean;
  failed: boolean;
  toggle: () => void;
}

/**
 * The organisers' 'Mute attendees' switch. The event document carries the state, so every
 * organiser's control and every attendee's voice panel follow it live; while it is on, only
 * speakers talk (silencedByEvent).
 */
export function useAttendeesMuteSwitch(eventId: string, muted: boolean): AttendeesMuteSwitch {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setSaving(true);
    setFailed(false);
    setAttendeesMuted(eventId, !muted)
      .catch(() => setFailed(true))
      .finally(() => setSaving(false));
  };
  const label = muted ? ATTENDEES_MUTED_TEXT.unmute : ATTENDEES_MUTED_TEXT.mute;
  return { label, saving, failed, toggle };
}

/**
 * The switch as a top-right toolbar button, and why it did not change. On phones the row has
 * no room for it: the button hides and the organiser menu holds the switch (the error still
 * shows here).
 */
export function MuteAttendeesButton({ control }: { control: AttendeesMuteSwitch }) {
  return (
    <div className="mute-attendees">
      <Button
        variant="secondary"
        className="mute-attendees__button"
        disabled={control.saving}
        onClick={control.toggle}
      >
        {control.label}
      </Button>
      {control.failed && (
        <p className="ui-error mute-attendees__error" role="alert">
          {ATTENDEES_MUTED_TEXT.saveFailed}
        </p>
      )}
    </div>
  );
}
