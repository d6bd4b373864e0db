import { useRef, useState } from 'react';
import type { SignPostObject } from '../../domain/objects/roomObjects';
import { hasMessage, shownLabel, SIGN_POST } from '../../domain/objects/signPosts';
import { CloseActions } from '../../ui/CloseActions';
import { LinkedText } from '../../ui/LinkedText';
import { Modal } from '../../ui/Modal';
import './objects.css';

/**
 * The sign post the player stands at (reference): its title ('...' when empty) and, when it
 * has one, 'Read message', which opens the message in a modal with its links clickable.
 */
export function SignPostOverlay({ sign }: { sign: SignPostObject }) {
  const [reading, setReading] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const title = shownLabel(sign.label);
  const close = () => {
    setReading(false);
    opener.current?.focus();
  };
  return (
    <section className="sign-overlay" aria-label="Sign post">
      <h2 className="sign-overlay__title">{title}</h2>
      {hasMessage(sign) && (
        <button
          ref={opener}
          type="button"
          className="sign-overlay__read"
          onClick={() => setReading(true)}
        >
          {SIGN_POST.readMessage}
        </button>
      )}
      {reading && (
        <Modal title={title} onClose={close}>
          <p className="sign-overlay__message">
            <LinkedText text={sign.message} />
          </p>
          <CloseActions onClose={close} />
        </Modal>
      )}
    </section>
  );
}
