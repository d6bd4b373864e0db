import { useCallback, useEffect, useState } from 'react';
import { removeInstance, restoreInstance, updateInstanceFields } from '../../data/instanceWrites';
import {
  afterRedo,
  afterUndo,
  EMPTY_HISTORY,
  labelOf,
  nextRedo,
  nextUndo,
  record,
  redoWrite,
  undoWrite,
  type Edit,
  type EditWrite,
} from '../../domain/editor/editHistory';
import type { EditableInstance } from '../../domain/editor/editor';
/** The editor's one write path (useRoomEditor's run): says what is under way, then its outcome. */
type Run = (write: () => Promise<{ text: string }>, pending: string) => Promise<boolean>;

/**
 * Undo and redo over this editor's last edits in this room (src/domain/editor/editHistory.ts). Each
 * runs through the editor's one write path (`run`: the status line, busy); the history moves
 * only once the write is stored, so a failed undo stays to be tried again.
 */
export function useEditHistory(
  eventId: string,
  roomId: string,
  run: Run,
  currentOf: (id: string) => EditableInstance | undefined,
) {
  const [history, setHistory] = useState(EMPTY_HISTORY);
  // Another room's edits are not this room's to undo.
  useEffect(() => setHistory(EMPTY_HISTORY), [eventId, roomId]);

  const remember = useCallback((edit: Edit) => setHistory((h) => record(h, edit)), []);

  const write = useCallback(
    (w: EditWrite) => {
      if (w.op === 'restore') return restoreInstance(eventId, roomId, w.instance);
      if (w.op === 'delete') return removeInstance(eventId, roomId, w.id);
      return updateInstanceFields(eventId, roomId, w.id, w.fields);
    },
    [eventId, roomId],
  );

  const toUndo = nextUndo(history);
  const toRedo = nextRedo(history);

  const undo = useCallback(() => {
    if (!toUndo) return;
    const label = labelOf(toUndo);
    // An added object as it is now (a zone got its channel since), for a redo to bring back.
    const current = toUndo.kind === 'add' ? currentOf(toUndo.instance.id) : undefined;
    void run(async () => {
      await write(undoWrite(toUndo));
      setHistory((h) => afterUndo(h, toUndo, current));
      return { text: `Undid ${label}.` };
    }, `Undoing ${label}...`);
  }, [toUndo, currentOf, run, write]);

  const redo = useCallback(() => {
    if (!toRedo) return;
    const label = labelOf(toRedo);
    void run(async () => {
      await write(redoWrite(toRedo));
      setHistory((h) => afterRedo(h, toRedo));
      return { text: `Redid ${label}.` };
    }, `Redoing ${label}...`);
  }, [toRedo, run, write]);

  return {
    remember,
    undo,
    redo,
    /** What Undo and Redo would do ('move Crate'), or null when there is nothing. */
    undoLabel: toUndo && labelOf(toUndo),
    redoLabel: toRedo && labelOf(toRedo),
  };
}
