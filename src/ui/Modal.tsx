import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ui.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  size?: 'narrow' | 'wide';
}

/** Accessible modal dialog: labelled by its title, focus moved inside, Escape closes. */
export function Modal({ title, children, onClose, size = 'narrow' }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>(
      'input, select, textarea, button, [tabindex="0"]',
    );
    (first ?? ref.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div
      className="ui-modal-backdrop"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) onClose();
      }}
    >
      <div
        ref={ref}
        className="ui-modal"
        data-size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
