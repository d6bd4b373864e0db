import { Suspense, useState } from 'react';
import { DEFAULT_ANIMAL_KEY } from '../../domain/avatars/animals';
import { PRODUCT_NAME } from '../../domain/constants';
import { AvatarPicker } from '../avatars';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface IntroModalProps {
  title?: string;
  prompt?: string;
  initial?: string | null;
  /** The confirming button's text (the intro's is "Let's go!"). */
  confirmLabel?: string;
  onDone: (animal: string) => void;
  /** When given, the picker can be left without a change (Cancel, Escape). */
  onCancel?: () => void;
}

/** Pick an animal, then "Let's go!" (the demo intro, and the picker after the join form). */
export function IntroModal(props: IntroModalProps) {
  const { title, prompt, initial, confirmLabel, onDone, onCancel } = props;
  const [animal, setAnimal] = useState(initial ?? DEFAULT_ANIMAL_KEY);
  return (
    <Modal title={title ?? `Welcome to ${PRODUCT_NAME}!`} size="wide" onClose={onCancel}>
      <p>{prompt ?? 'Pick an animal below and join the event.'}</p>
      <Suspense fallback={<p role="status">Loading animals...</p>}>
        <AvatarPicker value={animal} onChange={setAnimal} />
      </Suspense>
      <div className="ui-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button onClick={() => onDone(animal)}>{confirmLabel ?? "Let's go!"}</Button>
      </div>
    </Modal>
  );
}
