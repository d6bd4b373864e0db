/**
 * What a failed callable says to people. Refusals the product expects (permission-denied,
 * not-found, invalid-argument...) carry the server's own sentence; a call that never got an
 * answer, or a server that broke, would otherwise say 'internal' or 'deadline-exceeded'.
 */
export const CALL_TEXTS = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  serverFailed: 'Something went wrong on the server. Please try again.',
} as const;

/**
 * How long a call may take before it fails visibly: the SDK waits 70 s by default, far longer
 * than anyone watches a spinner. A function's first call after a while starts an instance (a
 * cold start: seconds, more on a busy machine), which this still leaves room for. Calls that do
 * a lot of work get the longer limit.
 */
export const CALL_TIMEOUT_MS = 30_000;
export const LONG_CALL_TIMEOUT_MS = 60_000;

/** Codes of calls that never got an answer: no network, a server down, the timeout. */
const UNANSWERED = new Set(['deadline-exceeded', 'unavailable']);
/** Codes of a server that broke (an unhandled throw): not the caller's doing. */
const BROKEN = new Set(['internal', 'unknown', 'data-loss']);

/**
 * The sentence for a failed call, from its error code (without the 'functions/' prefix) and
 * the SDK's message. The SDK reports a request that never reached the server (fetch failed) as
 * 'internal' with HTTP status 0, which ends its message in ' [0]'.
 */
export function callFailureText(code: string | null, message: string): string {
  if (code === null) return message || CALL_TEXTS.unreachable;
  if (UNANSWERED.has(code) || (code === 'internal' && / \[0\]$/.test(message))) {
    return CALL_TEXTS.unreachable;
  }
  if (BROKEN.has(code)) return CALL_TEXTS.serverFailed;
  // The SDK appends the HTTP status (" [409]"); people only need the sentence.
  return message.replace(/ \[\d{1,3}\]$/, '');
}

/** Whether the failure is one nobody asked for (reported to the error service). */
export function isUnexpectedFailure(code: string | null): boolean {
  return code === null || UNANSWERED.has(code) || BROKEN.has(code);
}
