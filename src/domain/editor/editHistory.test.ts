import { describe, expect, it } from 'vitest';
import type { EditableInstance } from './editor';
import {
  afterRedo,
  afterUndo,
  changeOf,
  EMPTY_HISTORY,
  HISTORY_DEPTH,
  labelOf,
  nextRedo,
  nextUndo,
  record,
  redoWrite,
  undoWrite,
  type Edit,
} from './editHistory';

const crate: EditableInstance = {
  id: 'crate-1',
  assetId: 'crate',
  assetType: 'scenery',
  x: 510,
  y: 512,
  angle: 0,
  props: {},
};
const sign: EditableInstance = {
  id: 'sign-1',
  assetId: 'signPost',
  assetType: 'interactive',
  x: 500,
  y: 500,
  angle: 0,
  props: { _label: 'Hello', _message: '' },
};

describe('changeOf', () => {
  it('keeps only the fields that change, each with its value before', () => {
    expect(changeOf(crate, 'Crate', { x: 512.5, y: 512, angle: 0.5 })).toEqual({
      kind: 'move',
      name: 'Crate',
      id: 'crate-1',
      before: { x: 510, angle: 0 },
      after: { x: 512.5, angle: 0.5 },
    });
  });
  it('calls a change of properties an edit; an absent property is restored as absent', () => {
    const edit = changeOf(sign, 'Sign post', { x: 500, props: { _label: 'Hi', _width: 3 } });
    expect(edit).toEqual({
      kind: 'edit',
      name: 'Sign post',
      id: 'sign-1',
      before: { props: { _label: 'Hello', _width: null } },
      after: { props: { _label: 'Hi', _width: 3 } },
    });
  });
  it('is null when nothing changes', () => {
    expect(changeOf(sign, 'Sign post', { x: 500, y: 500, props: { _label: 'Hello' } })).toBe(null);
  });
});

describe('undo and redo', () => {
  const moved = changeOf(crate, 'Crate', { x: 515, y: 520, angle: 1 })!;

  it('undoes a move by putting back the old x, y and angle, and redoes it', () => {
    expect(undoWrite(moved)).toEqual({
      op: 'update',
      id: 'crate-1',
      fields: { x: 510, y: 512, angle: 0 },
    });
    expect(redoWrite(moved)).toEqual({
      op: 'update',
      id: 'crate-1',
      fields: { x: 515, y: 520, angle: 1 },
    });
  });

  it('undoes a removal by re-creating the instance with its id and properties', () => {
    const removal: Edit = { kind: 'remove', name: 'Sign post', instance: sign };
    expect(undoWrite(removal)).toEqual({ op: 'restore', instance: sign });
    expect(redoWrite(removal)).toEqual({ op: 'delete', id: 'sign-1' });
    expect(labelOf(removal)).toBe('remove Sign post');
  });

  it('undoes an addition by removing it; redo brings it back as it was when undone', () => {
    const added: Edit = { kind: 'add', name: 'Crate', instance: crate };
    expect(undoWrite(added)).toEqual({ op: 'delete', id: 'crate-1' });
    const withChannel = { ...crate, props: { _channelId: 'c1' } };
    const history = afterUndo(record(EMPTY_HISTORY, added), added, withChannel);
    expect(history.done).toEqual([]);
    expect(redoWrite(nextRedo(history)!)).toEqual({ op: 'restore', instance: withChannel });
  });

  it('walks back and forth through the edits in order', () => {
    const added: Edit = { kind: 'add', name: 'Crate', instance: crate };
    let history = record(record(EMPTY_HISTORY, added), moved);
    expect(nextUndo(history)).toBe(moved);
    history = afterUndo(history, moved);
    expect(nextUndo(history)).toBe(added);
    expect(nextRedo(history)).toBe(moved);
    history = afterRedo(history, moved);
    expect(nextUndo(history)).toBe(moved);
    expect(nextRedo(history)).toBe(null);
  });

  it('clears what could be redone when a new edit is made', () => {
    let history = record(EMPTY_HISTORY, moved);
    history = afterUndo(history, moved);
    expect(nextRedo(history)).toBe(moved);
    const removal: Edit = { kind: 'remove', name: 'Crate', instance: crate };
    history = record(history, removal);
    expect(nextRedo(history)).toBe(null);
    expect(history.done).toEqual([removal]);
  });

  it('forgets edits older than the last HISTORY_DEPTH', () => {
    let history = EMPTY_HISTORY;
    const edits = Array.from({ length: HISTORY_DEPTH + 5 }, (_, i) =>
      changeOf(crate, 'Crate', { x: 400 + i })!,
    );
    for (const edit of edits) history = record(history, edit);
    expect(history.done).toHaveLength(HISTORY_DEPTH);
    expect(history.done[0]).toBe(edits[5]);
  });

  it('changes nothing when the edit was already taken off (a second click while busy)', () => {
    const history = record(EMPTY_HISTORY, moved);
    const once = afterUndo(history, moved);
    expect(afterUndo(once, moved)).toBe(once);
    expect(afterRedo(history, moved)).toBe(history);
  });
});
