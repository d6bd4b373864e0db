/**
 * One rule for every text a person types: what is stored is the text trimmed; it may be at
 * most `max` characters (UTF-16 code units, as JavaScript, zod and the fields count them), and
 * when `required` says why, it may not be blank. Plain TypeScript: the join form and the chat
 * use it on the walk path, where no schema library may load.
 */
export interface TextRule {
  max: number;
  /** Said when the text is blank; without it, blank is allowed (stored as ''). */
  required?: string;
  /** Said when the text is longer than `max`. */
  tooLong: string;
}

/** Why `text` cannot be stored under `rule`, or null when its trimmed form can. */
export function textProblem(text: string, rule: TextRule): string | null {
  const trimmed = text.trim();
  if (rule.required && trimmed.length === 0) return rule.required;
  if (trimmed.length > rule.max) return rule.tooLong;
  return null;
}
