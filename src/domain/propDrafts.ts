import { parseFieldInput, PROP_FIELDS, readProp } from './objectProps';

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

/** The props whose stored value a save would change (Done while there are none). */
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
    if (value !== readProp(field, stored[field.key]) || !(field.key in stored)) {
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
