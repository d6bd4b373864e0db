import { parseFieldInput, PROP_FIELDS, readProp } from '../objects/objectProps';

/**
 * The instance editor's typed properties (reference: number fields keep what was typed but
 * empty or non-numeric text stores the previous value). A draft holds text as typed, or a
 * checkbox's state; what it stores comes from the property table (objectProps.ts).
 */
export type PropDraft = Record<string, string | boolean>;

/** The draft of an object's stored props: every field of its type, defaults filled in. */
export function propsDraft(type: string, props: Record<string, unknown>): PropDraft {
  const draft: PropDraft = {};
  for (const field of PROP_FIELDS[type] ?? []) {
    const value = readProp(field, props[field.key]);
    draft[field.key] = typeof value === 'boolean' ? value : String(value);
  }
  return draft;
}

/** What a draft stores, or the first field's error (text too long, a URL that is not one). */
export function propsOfDraft(
  type: string,
  draft: PropDraft,
  stored: Record<string, unknown>,
): { props: Record<string, string | number | boolean> } | { error: string } {
  const props: Record<string, string | number | boolean> = {};
  for (const field of PROP_FIELDS[type] ?? []) {
    const parsed = parseFieldInput(field, draft[field.key] ?? '', stored[field.key]);
    if ('error' in parsed) return { error: parsed.error };
    props[field.key] = parsed.value;
  }
  return { props };
}

/**
 * The props whose stored value a save would change (Done while there are none). Only these are
 * written (field by field), so a field this editor did not change is never written, even with
 * its default: another editor's change to it stays.
 */
export function changedProps(
  type: string,
  draft: PropDraft,
  stored: Record<string, unknown>,
): Record<string, string | number | boolean> {
  const next = propsOfDraft(type, draft, stored);
  if ('error' in next) return {};
  const changed: Record<string, string | number | boolean> = {};
  for (const field of PROP_FIELDS[type] ?? []) {
    const value = next.props[field.key]!;
    if (value !== readProp(field, stored[field.key])) {
      changed[field.key] = value;
    }
  }
  return changed;
}

/** Whether the draft differs from what is stored (a field was edited). */
export function draftDiffers(type: string, draft: PropDraft, stored: Record<string, unknown>) {
  const shown = propsDraft(type, stored);
  return Object.keys(shown).some((key) => shown[key] !== draft[key]);
}

/**
 * What one editor typed, field by field, over what is stored: the form shows the stored value
 * of every field not edited here, so another editor's change appears live, and keeps this
 * editor's own unsaved edits of other fields.
 */
export type DraftEdits<T extends object> = Partial<T>;

/** The form as shown: the stored draft with this editor's edits over it. */
export function withEdits<T extends object>(stored: T, edits: DraftEdits<T>): T {
  return { ...stored, ...edits };
}

/**
 * The edits left once `saved` (the edits as they were when Save changes was pressed) is stored:
 * those are dropped (the form shows what is stored, trimmed and clamped); an edit typed while
 * the save was on its way stays.
 */
export function editsAfterSave<T extends object>(
  edits: DraftEdits<T>,
  saved: DraftEdits<T>,
): DraftEdits<T> {
  const left: DraftEdits<T> = {};
  for (const key of Object.keys(edits) as (keyof T)[]) {
    if (edits[key] !== saved[key]) left[key] = edits[key];
  }
  return left;
}
