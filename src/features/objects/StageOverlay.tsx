import './objects.css';
import { useState, type ReactNode } from 'react';
import { setStagePublic } from '../../data/events';
import { STAGE_TEXT, type StageZoneCue } from '../../domain/voice';
import { StageIcon } from './StageIcon';
import type { StagePresence } from './useStagePresence';

interface StageOverlayProps {
  eventId: string;
  isPublic: boolean;
  presence: StagePresence;
  cue: StageZoneCue;
  /** Organisers may make the stage public or private. */
  canToggle: boolean;
  /** What else is true of the stage now (how many it reaches, from the voice engine). */
  note?: ReactNode;
}

/**
 * The global stage's overlay (reference texts): 'Global stage', '(Public)', 'Connecting...' /
 * 'Connected', and for organisers 'Make public' / 'Make private'. The area's colour is repeated
 * as an icon and a sentence, so colour is never the only cue.
 */
export function StageOverlay({
  eventId,
  isPublic,
  presence,
  cue,
  canToggle,
  note,
}: StageOverlayProps) {
  const [busy, setBusy] = useState(false);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const toggle = () => {
    setBusy(true);
    setToggleError(null);
    setStagePublic(eventId, !isPublic)
      .catch((error: unknown) =>
        setToggleError(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <section className={`stage-overlay stage-overlay--${cue.colour}`} aria-label={STAGE_TEXT.title}>
      <h2 className="stage-overlay__title">
        {STAGE_TEXT.title} {isPublic && <span>{STAGE_TEXT.public}</span>}
      </h2>
      <p className="stage-overlay__cue" role="status">
        <StageIcon icon={cue.icon} /> {cue.label}
        {presence.state === 'CONNECTING' && <> · {STAGE_TEXT.connecting}</>}
        {presence.state === 'CONNECTED' && <> · {STAGE_TEXT.connected}</>}
      </p>
      {note}
      {presence.error && (
        <>
          <p className="stage-overlay__error" role="alert">
            {presence.error}
          </p>
          <button type="button" className="stage-overlay__toggle" onClick={presence.retry}>
            Try again
          </button>
        </>
      )}
      {canToggle && (
        <button type="button" className="stage-overlay__toggle" disabled={busy} onClick={toggle}>
          {isPublic ? STAGE_TEXT.makePrivate : STAGE_TEXT.makePublic}
        </button>
      )}
      {toggleError && (
        <p className="stage-overlay__error" role="alert">
          {toggleError}
        </p>
      )}
    </section>
  );
}
