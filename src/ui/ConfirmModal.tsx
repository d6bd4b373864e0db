import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmModalProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming (danger) button's label, e.g. the action's name again. */
  confirmLabel: string;
  /** The keep-it button's label (a translated screen gives its language's). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, and also called first on confirm: the dialog closes either way. */
  onClose: () => void;
}

/** Asks before a destructive action: Cancel, or the action (the danger button, last). */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className="ui-actions">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
