import { useEffect } from 'react';
import type { RoomEditor } from './useRoomEditor';

/** Fields where Ctrl+Z is the field's own undo of typing, not the editor's. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

function isTextEntry(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  if (el.tagName === 'TEXTAREA' || el.isContentEditable) return true;
  return el.tagName === 'INPUT' && TEXT_INPUT_TYPES.has((el as HTMLInputElement).type);
}

/**
 * 'Undo' and 'Redo' over this editor's last edits, named for what they would undo or redo
 * ('Undo move Crate'), disabled when there is nothing or while a write is under way. Ctrl+Z
 * undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac) while the editor is open and the focus
 * is not in a text field (there they undo typing) nor in a dialog over the page.
 */
export function UndoRedo({ editor }: { editor: RoomEditor }) {
  const { undo, redo, undoLabel, redoLabel } = editor.history;
  const busy = editor.busy;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextEntry(e.target)) return;
      if ((e.target as Element | null)?.closest?.('dialog, [role="dialog"]')) return;
      const key = e.key.toLowerCase();
      const wantsRedo = key === 'y' || (key === 'z' && e.shiftKey);
      if (key !== 'z' && key !== 'y') return;
      e.preventDefault();
      if (busy) return;
      if (wantsRedo) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, busy]);
  return (
    <div className="room-editor__history">
      <button
        type="button"
        onClick={undo}
        disabled={!undoLabel || busy}
        aria-label={undoLabel ? `Undo ${undoLabel}` : undefined}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={redo}
        disabled={!redoLabel || busy}
        aria-label={redoLabel ? `Redo ${redoLabel}` : undefined}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
      >
        Redo
      </button>
    </div>
  );
}
