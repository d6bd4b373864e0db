import type { z } from 'zod';

/** A form's per-field errors from a schema: the first message for each top-level field. */
export function fieldErrors<T extends object>(
  schema: z.ZodType<T>,
  value: T,
): Partial<Record<keyof T, string>> {
  const parsed = schema.safeParse(value);
  const errors: Partial<Record<keyof T, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof T] ??= issue.message;
  return errors;
}
