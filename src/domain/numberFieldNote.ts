import { parseFieldInput, type PropField } from './objects/objectProps';

type NumberField = Extract<PropField, { kind: 'number' }>;

/** A number as people read it: no float noise (0.1 + 0.2), no trailing zeros. */
function shown(value: number): string {
  return String(Number(value.toFixed(4)));
}

/**
 * What a number property's field says under it (issue 30 #12: out-of-range numbers were
 * clamped, and text kept the old value, without a word): always the allowed range; and what
 * will be saved when the typed value is not it (clamped into the range, or the previous value
 * for something that is not a number). The saving rule itself is parseFieldInput's.
 */
export function numberFieldNote(field: NumberField, typed: string, previous: unknown): string {
  const range = `Allowed: ${shown(field.min)} to ${shown(field.max)}.`;
  const text = typed.trim();
  const parsed = parseFieldInput(field, typed, previous);
  const saved = 'value' in parsed ? Number(parsed.value) : NaN;
  if (text === '' || !Number.isFinite(Number(text))) {
    return `${range} Not a number: ${shown(saved)} will be kept.`;
  }
  if (Number(text) !== saved) return `${range} ${shown(saved)} will be saved.`;
  return range;
}
