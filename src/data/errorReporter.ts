/** Placeholder until error reporting lands (replaced below in this branch). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  console.error(error, context);
}
