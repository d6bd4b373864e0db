import { Suspense, useState } from 'react';
import { DEFAULT_ANIMAL_KEY } from '../../domain/animals';
import { PRODUCT_NAME } from '../../domain/constants';
import { AvatarPicker } from '../avatars';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

interface IntroModalProps {
  title?: string;
  prompt?: string;
  initial?: string | null;
  onDone: (animal: string) => void;
}

/** Pick an animal, then "Let's go!" (the demo intro, and the picker after the join form). */
export function IntroModal({ title, prompt, initial, onDone }: IntroModalProps) {
  const [animal, setAnimal] = useState(initial ?? DEFAULT_ANIMAL_KEY);
  return (
    <Modal title={title ?? `Welcome to ${PRODUCT_NAME}!`} size="wide">
      <p>{prompt ?? 'Pick an animal below and join the event.'}</p>
      <Suspense fallback={<p role="status">Loading animals...</p>}>
        <AvatarPicker value={animal} onChange={setAnimal} />
      </Suspense>
      <Button onClick={() => onDone(animal)}>Let&apos;s go!</Button>
    </Modal>
  );
}
