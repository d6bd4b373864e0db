import { useId } from 'react';
import {
  EDITOR_TEXTS,
  type EditableInstance,
  type PlacementDraft,
} from '../../domain/editor/editor';
import { PROP_FIELDS } from '../../domain/objects/objectProps';
import { useRoomNames } from '../session';
import { canTurn } from './dragEnd';
import { GizmoModes, type GizmoMode } from './GizmoModes';
import { PropFieldInput } from './PropFieldInput';
import { StagePublicField, useStagePublicDraft } from './StagePublicField';
import { useInstanceDraft } from './useInstanceDraft';
import type { RoomEditor } from './useRoomEditor';

/** The property table's type of an instance (scenery has no typed properties). */
const typeOf = (instance: EditableInstance) =>
  instance.assetType === 'interactive' ? instance.assetId : '';

/**
 * The selected object: its typed properties (from the property table, with the reference's
 * bounds; a stage also whether it is public, an event-wide flag), then X and Y in metres
 * (3 decimals) and, for scenery, the angle in degrees (an interactive object's angle is not
 * editable: reference). The gizmo in the world does the same by dragging; these fields are for
 * the keyboard. The button reads Done while nothing is changed (it closes the selection) and
 * Save changes otherwise (reference). Only what this editor changed is written, field by field
 * (useInstanceDraft), so two editors of one object never overwrite each other's fields.
 */
export function InstanceEditor({
  editor,
  instance,
  gizmo,
  onGizmo,
}: {
  editor: RoomEditor;
  instance: EditableInstance;
  gizmo: GizmoMode;
  onGizmo: (mode: GizmoMode) => void;
}) {
  const headingId = useId();
  const type = typeOf(instance);
  const fields = PROP_FIELDS[type] ?? [];
  const rooms = useRoomNames();
  const draft = useInstanceDraft(type, instance);
  const stagePublic = useStagePublicDraft(editor.eventId);
  const isStage = type === 'stage';
  const changed = draft.changed || (isStage && stagePublic.changed);
  const turns = canTurn(instance);
  const field = (key: keyof PlacementDraft, label: string) => (
    <label>
      {label}
      <input
        inputMode="decimal"
        value={draft.placement[key]}
        onChange={(e) => draft.setPlacement(key, e.target.value)}
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
        if (draft.error) return;
        const save = draft.toSave();
        void editor.save(instance, save.fields).then((stored) => stored && draft.saved(save));
        if (isStage) void stagePublic.save();
      }}
    >
      <h3 id={headingId}>{editor.nameOf(instance)}</h3>
      {fields.map((f) => (
        <PropFieldInput
          key={f.key}
          field={f}
          value={draft.props[f.key] ?? ''}
          stored={instance.props?.[f.key]}
          rooms={rooms}
          ownId={instance.id}
          freshChannel={() => editor.freshChannel(instance)}
          onChange={(value) => draft.setProp(f.key, value)}
        />
      ))}
      {isStage && <StagePublicField draft={stagePublic} />}
      {field('x', 'X (metres)')}
      {field('y', 'Y (metres)')}
      {turns && field('degrees', 'Angle (degrees)')}
      <GizmoModes mode={turns ? gizmo : 'move'} onChange={onGizmo} turns={turns} />
      <button type="submit" data-highlight={changed} disabled={editor.busy || draft.error !== null}>
        {editor.busy ? EDITOR_TEXTS.saving : changed ? EDITOR_TEXTS.saveChanges : EDITOR_TEXTS.done}
      </button>
    </form>
  );
}
