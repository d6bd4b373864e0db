import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ui.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Escape (and any close control the content has) calls it; without it, Escape does nothing. */
  onClose?: () => void;
  size?: 'narrow' | 'wide';
}

/**
 * A modal dialog on the native <dialog> (showModal): the browser keeps focus inside it, makes
 * everything behind it inert, and sends Escape to the top dialog only. It is labelled by its
 * title, focuses its first control on opening and gives focus back to what had it on closing.
 */
export function Modal({ title, children, onClose, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(
      'input, select, textarea, button, [tabindex="0"]',
    );
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="ui-modal"
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // The dialog closes when its owner says so (it unmounts it), never by itself.
        e.preventDefault();
        close.current?.();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
