import { useEffect, useId, useState } from 'react';
import {
  draftOf,
  EDITOR_TEXTS,
  placementChanged,
  placementOf,
  type EditableInstance,
  type PlacementDraft,
} from '../../domain/editor';
import { SIGN_POST, signTextError, type SignPostText } from '../../domain/signPosts';
import { FormError } from '../../ui/FormError';
import type { RoomEditor } from './useRoomEditor';

const isSignPost = (instance: EditableInstance) =>
  instance.assetType === 'interactive' && instance.assetId === 'signPost';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const signOf = (instance: EditableInstance): SignPostText => ({
  label: text(instance.props._label),
  message: text(instance.props._message),
});

/**
 * The selected object: X and Y in metres, the angle in degrees, and a sign post's title and
 * message. The button reads Done while nothing is changed (it closes the selection) and Save
 * changes otherwise (reference).
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
  const [sign, setSign] = useState<SignPostText>(() => signOf(instance));
  // Another editor's change (or our own save) arrives through the listener: show it.
  useEffect(() => {
    setDraft(draftOf(instance));
    setSign(signOf(instance));
  }, [instance]);
  const withText = isSignPost(instance);
  const stored = signOf(instance);
  const textChanged = withText && (sign.label !== stored.label || sign.message !== stored.message);
  const changed = placementChanged(draft, instance) || textChanged;
  const error = withText ? signTextError(sign) : null;
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
        if (error) return;
        // Stored trimmed, and shown as stored.
        const props = withText
          ? { _label: sign.label.trim(), _message: sign.message.trim() }
          : undefined;
        if (props) setSign({ label: props._label, message: props._message });
        void editor.save(instance, placementOf(draft, instance), props);
      }}
    >
      <h3 id={headingId}>{editor.nameOf(instance)}</h3>
      {withText && (
        <>
          <label>
            Title
            <input
              value={sign.label}
              aria-invalid={sign.label.trim().length > SIGN_POST.labelMax || undefined}
              onChange={(e) => setSign({ ...sign, label: e.target.value })}
            />
          </label>
          <label>
            Message
            <textarea
              rows={3}
              value={sign.message}
              aria-invalid={sign.message.trim().length > SIGN_POST.messageMax || undefined}
              onChange={(e) => setSign({ ...sign, message: e.target.value })}
            />
          </label>
          <FormError message={error} />
        </>
      )}
      {field('x', 'X (metres)')}
      {field('y', 'Y (metres)')}
      {field('degrees', 'Angle (degrees)')}
      <button type="submit" data-highlight={changed} disabled={editor.busy || error !== null}>
        {editor.busy ? EDITOR_TEXTS.saving : changed ? EDITOR_TEXTS.saveChanges : EDITOR_TEXTS.done}
      </button>
    </form>
  );
}
