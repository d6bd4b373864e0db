import { VOICE } from '../constants';

const RETRYABLE_EXACT = ['Conference does not exist', 'Peer connection has failed to connect.'];
const RETRYABLE_PREFIX = 'Incorrect participant session:';

/**
 * Whether a voice join/fetch error is transient and worth retrying (reference section 8):
 * 'Conference does not exist', messages starting 'Incorrect participant session:', and
 * 'Peer connection has failed to connect.'. Other failures set the error state instead.
 */
export function isRetryableVoiceError(message: string): boolean {
  const text = message.trim();
  return RETRYABLE_EXACT.includes(text) || text.startsWith(RETRYABLE_PREFIX);
}

/** Errors since the last successful connection. */
export interface VoiceRetryState {
  errors: number;
}

export const INITIAL_VOICE_RETRY: VoiceRetryState = { errors: 0 };

export type VoiceRetryDecision =
  /** Try again after the reconnect delay. */
  | { kind: 'retry'; retryInMs: number }
  /** Not a transient error: show the error state and let the user reconnect. */
  | { kind: 'error' }
  /** The budget is spent: a fatal error, only a reload helps. */
  | { kind: 'giveUp' };

/**
 * Records one error (a join failure with its message, or a failed connection, which is
 * retryable: message null). Every error counts, retryable or not, so a user clicking
 * 'reconnect' over and over also ends at the fatal state. Retries stop after
 * VOICE.maxRetries (5) errors: errors 1–4 retry after 2 s, the 5th gives up, so a connection
 * is attempted at most 5 times.
 */
export function afterVoiceError(
  state: VoiceRetryState,
  message: string | null,
): { state: VoiceRetryState; decision: VoiceRetryDecision } {
  const next = { errors: state.errors + 1 };
  if (next.errors >= VOICE.maxRetries) return { state: next, decision: { kind: 'giveUp' } };
  if (message !== null && !isRetryableVoiceError(message)) {
    return { state: next, decision: { kind: 'error' } };
  }
  return { state: next, decision: { kind: 'retry', retryInMs: VOICE.reconnectDelayMs } };
}

/** A successful connection refills the budget. */
export function afterVoiceSuccess(): VoiceRetryState {
  return INITIAL_VOICE_RETRY;
}
