import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isTopLayer, openLayer } from './layers';
import './ui.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Escape (and any close control the content has) calls it; without it, Escape does nothing. */
  onClose?: () => void;
  size?: 'narrow' | 'wide';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the dialog: the native modal dialog makes the page
 * inert but lets focus leave for the browser's own controls after the last element.
 */
function keepFocusInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  // The innermost dialog decides (a confirmation opened from a dialog sits inside it).
  e.stopPropagation();
  const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> (showModal): everything behind it is inert, Tab stays
 * inside it, and it is a layer (layers.ts): Escape closes the top one only, and closing gives
 * the focus back to the control that opened it. It is labelled by its title and focuses its
 * first control on opening.
 */
export function Modal({ title, children, onClose, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Layout effects: the cleanup runs while the dialog is still in the page, so it can tell
  // whether it held the focus (a passive cleanup would race the browser's own focus fixup).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const release = openLayer(dialog, () => close.current?.());
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(
      'input, select, textarea, button, [tabindex="0"]',
    );
    (first ?? dialog).focus();
    return () => {
      // Closed first: the page behind is no longer inert, so the focus can go back there.
      if (dialog.open) dialog.close();
      release();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="ui-modal"
      data-size={size}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(e) => {
        // The dialog closes when its owner says so (it unmounts it), never by itself. Escape
        // goes through the layers; other close requests (a phone's back gesture) come here,
        // and React passes this event on to the dialogs around a nested one: only the top acts.
        e.preventDefault();
        if (isTopLayer(e.currentTarget)) close.current?.();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
