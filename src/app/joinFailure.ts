// What a join that failed says: the reference's sentence, then the reason in plain words.

/** A join the server has not confirmed by then fails visibly (offline, unreachable). */
export const JOIN_TIMEOUT_MS = 15_000;
/** The reference's text for a join that failed, followed by the reason. */
export const JOIN_FAILED = 'Unable to join the event.';
export const JOIN_TIMED_OUT = 'The server did not answer: check your connection and try again.';

/** The reason said after JOIN_FAILED: the server's words, or the network's fault in plain words. */
export function joinFailureReason(failure: unknown): string {
  const message = failure instanceof Error ? failure.message : '';
  // A code chunk that could not be fetched, or a request that never left: the network.
  if (!message || /failed to fetch|dynamically imported module|network/i.test(message))
    return JOIN_TIMED_OUT;
  return message;
}
