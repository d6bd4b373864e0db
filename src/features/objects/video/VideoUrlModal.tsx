import { useId, useState, type FormEvent } from 'react';
import { urlError } from '../../../domain/objects/objectProps';
import { VIDEO_TEXT } from '../../../domain/objects/videos';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';

interface VideoUrlModalProps {
  /** The screen's URL now ('' when it has none: 'Enter video URL', else 'Edit video URL'). */
  current: string;
  /** Stores the URL; resolves with an error sentence to show, or null when stored. */
  onSave: (url: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * 'Enter video URL' / 'Edit video URL' (reference): the submit button is highlighted, and
 * enabled, only while the field is not empty; the URL is checked (urlError) before it is
 * stored, and a failed save says so and keeps what was typed.
 */
export function VideoUrlModal({ current, onSave, onClose }: VideoUrlModalProps) {
  const [text, setText] = useState(current);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const filled = text.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!filled || busy) return;
    const problem = urlError(text);
    setInvalid(problem);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    const error = await onSave(text.trim());
    setBusy(false);
    if (error) setFailure(error);
    else onClose();
  }

  return (
    <Modal title={current ? VIDEO_TEXT.editUrl : VIDEO_TEXT.enterUrl} onClose={onClose}>
      <form className="ui-form" onSubmit={submit} noValidate>
        <label className="ui-field">
          {VIDEO_TEXT.urlLabel}
          <input
            type="url"
            inputMode="url"
            value={text}
            aria-invalid={invalid !== null}
            aria-describedby={hintId}
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(null);
            }}
          />
        </label>
        <p id={hintId} className={invalid ? 'ui-error' : 'video-url__hint'}>
          {invalid ?? VIDEO_TEXT.urlHint}
        </p>
        <FormError message={failure} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            {VIDEO_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            variant={filled ? 'primary' : 'secondary'}
            disabled={!filled || busy}
          >
            {busy ? VIDEO_TEXT.saving : VIDEO_TEXT.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
