import type { EditableInstance } from './editor';

/**
 * The room editor's undo and redo (issue 21): this editor's own last edits, each with the
 * write that undoes it and the one that does it again. Pure: the hook performs the writes and
 * commits the history only once a write succeeded, so a failed undo can be tried again.
 */

type PropValue = string | number | boolean;

/**
 * Fields of an instance that an edit sets, written field by field (another editor's change to
 * other fields stays). A prop given as null was absent: restoring it deletes the field.
 */
export interface InstanceFields {
  x?: number;
  y?: number;
  angle?: number;
  props?: Record<string, PropValue | null>;
}

export type Edit =
  | { kind: 'add' | 'remove'; name: string; instance: EditableInstance }
  | {
      kind: 'move' | 'edit';
      name: string;
      id: string;
      before: InstanceFields;
      after: InstanceFields;
    };

/** The write that undoes or redoes an edit. */
export type EditWrite =
  | { op: 'restore'; instance: EditableInstance }
  | { op: 'delete'; id: string }
  | { op: 'update'; id: string; fields: InstanceFields };

export interface EditHistory {
  /** Oldest first; the last one is what Undo undoes. */
  readonly done: readonly Edit[];
  /** Oldest first; the last one is what Redo does again. */
  readonly undone: readonly Edit[];
}

export const EMPTY_HISTORY: EditHistory = { done: [], undone: [] };

/** How many edits can be undone; older ones are forgotten. */
export const HISTORY_DEPTH = 50;

/** What an edit is called after 'Undo' or 'Redo': 'move Crate'. */
export const labelOf = (edit: Edit) => `${edit.kind} ${edit.name}`;

/** A new edit: it can be undone, and whatever was undone before can no longer be redone. */
export function record(history: EditHistory, edit: Edit): EditHistory {
  return { done: [...history.done, edit].slice(-HISTORY_DEPTH), undone: [] };
}

export const nextUndo = (history: EditHistory): Edit | null => history.done.at(-1) ?? null;
export const nextRedo = (history: EditHistory): Edit | null => history.undone.at(-1) ?? null;

/** The inverse operation: a removal re-creates the instance under its id, a move moves back. */
export function undoWrite(edit: Edit): EditWrite {
  switch (edit.kind) {
    case 'add':
      return { op: 'delete', id: edit.instance.id };
    case 'remove':
      return { op: 'restore', instance: edit.instance };
    default:
      return { op: 'update', id: edit.id, fields: edit.before };
  }
}

export function redoWrite(edit: Edit): EditWrite {
  switch (edit.kind) {
    case 'add':
      return { op: 'restore', instance: edit.instance };
    case 'remove':
      return { op: 'delete', id: edit.instance.id };
    default:
      return { op: 'update', id: edit.id, fields: edit.after };
  }
}

/**
 * The history once `edit` was undone. An added object is remembered as it was when undone
 * (`current`: a channel zone got its channel after it was placed), so Redo brings that back.
 */
export function afterUndo(
  history: EditHistory,
  edit: Edit,
  current?: EditableInstance,
): EditHistory {
  if (!history.done.includes(edit)) return history;
  const again = edit.kind === 'add' && current ? { ...edit, instance: current } : edit;
  return { done: history.done.filter((e) => e !== edit), undone: [...history.undone, again] };
}

/** The history once `edit` was done again (it can be undone again). */
export function afterRedo(history: EditHistory, edit: Edit): EditHistory {
  if (!history.undone.includes(edit)) return history;
  return { done: [...history.done, edit], undone: history.undone.filter((e) => e !== edit) };
}

const asProp = (value: unknown): PropValue | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;

/**
 * The edit that writing `next` to `instance` makes: only the fields it really changes, each
 * with its value before. A move when only the placement changes, else an edit; null when
 * nothing changes.
 */
export function changeOf(
  instance: EditableInstance,
  name: string,
  next: InstanceFields,
): Extract<Edit, { kind: 'move' | 'edit' }> | null {
  const before: InstanceFields = {};
  const after: InstanceFields = {};
  for (const key of ['x', 'y', 'angle'] as const) {
    const value = next[key];
    if (value === undefined || value === instance[key]) continue;
    before[key] = instance[key];
    after[key] = value;
  }
  const propsBefore: Record<string, PropValue | null> = {};
  const propsAfter: Record<string, PropValue | null> = {};
  for (const [key, value] of Object.entries(next.props ?? {})) {
    const old = asProp(instance.props[key]);
    if (value === old) continue;
    propsBefore[key] = old;
    propsAfter[key] = value;
  }
  const propsChanged = Object.keys(propsAfter).length > 0;
  if (propsChanged) {
    before.props = propsBefore;
    after.props = propsAfter;
  }
  if (Object.keys(after).length === 0) return null;
  return { kind: propsChanged ? 'edit' : 'move', name, id: instance.id, before, after };
}
