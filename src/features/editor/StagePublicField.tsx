import { useState } from 'react';
import { setStagePublic } from '../../data/events';
import { EDITOR_TEXTS } from '../../domain/editor/editor';
import { useEventSession } from '../session';

/**
 * Whether the global stage is public. One flag for the event, eventStage.isPublic (the stage
 * overlay's 'Make public' / 'Make private' sets the same), so it is not a prop of the stage
 * object; organiser-level users may change it (reference; firestore.rules). Held as an edit
 * until Save changes like the other fields; untouched, it shows the flag live.
 */
export function useStagePublicDraft(eventId: string) {
  const stored = useEventSession((s) => s.event.stagePublic);
  const allowed = useEventSession((s) => s.roles.eventOrganiser);
  const [edit, setEdit] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = edit ?? stored;
  const changed = allowed && value !== stored;
  return {
    value,
    allowed,
    changed,
    error,
    set: (next: boolean) => {
      setEdit(next);
      setError(null);
    },
    /** Stores the edit if there is one; false (and the error said) when that failed. */
    save: async (): Promise<boolean> => {
      if (!changed) return true;
      try {
        await setStagePublic(eventId, value);
        setEdit(null);
        return true;
      } catch {
        setError(EDITOR_TEXTS.stagePublicFailed);
        return false;
      }
    },
  };
}

export type StagePublicDraft = ReturnType<typeof useStagePublicDraft>;

export function StagePublicField({ draft }: { draft: StagePublicDraft }) {
  return (
    <div className="room-editor__field">
      <label className="room-editor__check">
        <input
          type="checkbox"
          checked={draft.value}
          disabled={!draft.allowed}
          onChange={(e) => draft.set(e.target.checked)}
        />
        {EDITOR_TEXTS.stagePublic}
      </label>
      {!draft.allowed && <p className="room-editor__hint">{EDITOR_TEXTS.stagePublicOrganisers}</p>}
      {draft.error && <p role="alert">{draft.error}</p>}
    </div>
  );
}
