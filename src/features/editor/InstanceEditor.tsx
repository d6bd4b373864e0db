import { useEffect, useId, useState } from 'react';
import {
  draftOf,
  EDITOR_TEXTS,
  placementChanged,
  placementOf,
  type EditableInstance,
  type PlacementDraft,
} from '../../domain/editor';
import type { RoomEditor } from './useRoomEditor';

/**
 * The selected object's placement: X and Y in metres, the angle in degrees. The button reads
 * Done while nothing is changed (it closes the selection) and Save changes otherwise
 * (reference).
 */
export function InstanceEditor({
  editor,
  instance,
}: {
  editor: RoomEditor;
  instance: EditableInstance;
}) {
  const headingId = useId();
  const [draft, setDraft] = useState<PlacementDraft>(() => draftOf(instance));
  // Another editor's move (or our own save) arrives through the listener: show it.
  useEffect(() => setDraft(draftOf(instance)), [instance]);
  const changed = placementChanged(draft, instance);
  const field = (key: keyof PlacementDraft, label: string) => (
    <label>
      {label}
      <input
        inputMode="decimal"
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className="room-editor__instance"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed) return editor.select(null);
        void editor.save(instance, placementOf(draft, instance));
      }}
    >
      <h3 id={headingId}>{editor.nameOf(instance)}</h3>
      {field('x', 'X (metres)')}
      {field('y', 'Y (metres)')}
      {field('degrees', 'Angle (degrees)')}
      <button type="submit" data-highlight={changed} disabled={editor.busy}>
        {editor.busy ? EDITOR_TEXTS.saving : changed ? EDITOR_TEXTS.saveChanges : EDITOR_TEXTS.done}
      </button>
    </form>
  );
}
