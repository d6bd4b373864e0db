import { useId } from 'react';

/** What dragging the gizmo does: move on the floor, or turn about the vertical (scenery). */
export type GizmoMode = 'move' | 'turn';

/**
 * The gizmo's mode, beside the selected object's fields. An interactive object only moves
 * (its angle is not editable), so it has no choice to make.
 */
export function GizmoModes({
  mode,
  onChange,
  turns,
}: {
  mode: GizmoMode;
  onChange: (mode: GizmoMode) => void;
  turns: boolean;
}) {
  const name = useId();
  if (!turns) return null;
  return (
    <fieldset className="room-editor__modes">
      <legend>Gizmo</legend>
      {(['move', 'turn'] as const).map((m) => (
        <label key={m}>
          <input type="radio" name={name} checked={mode === m} onChange={() => onChange(m)} />
          {m === 'move' ? 'Move' : 'Turn'}
        </label>
      ))}
    </fieldset>
  );
}
