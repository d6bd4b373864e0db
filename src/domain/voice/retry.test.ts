import { describe, expect, it } from 'vitest';
import {
  afterVoiceError,
  afterVoiceSuccess,
  INITIAL_VOICE_RETRY,
  isRetryableVoiceError,
  type VoiceRetryDecision,
  type VoiceRetryState,
} from './retry';

describe('isRetryableVoiceError', () => {
  it.each([
    'Conference does not exist',
    'Incorrect participant session:',
    'Incorrect participant session: abc-123 expired',
    'Peer connection has failed to connect.',
    '  Conference does not exist ',
  ])('retries %j', (message) => {
    expect(isRetryableVoiceError(message)).toBe(true);
  });

  it.each([
    '',
    'Conference does not exist yet',
    'incorrect participant session: lower case',
    'Error: Incorrect participant session: x',
    'Peer connection has failed to connect',
    'permission-denied',
  ])('does not retry %j', (message) => {
    expect(isRetryableVoiceError(message)).toBe(false);
  });
});

function run(messages: (string | null)[]): VoiceRetryDecision[] {
  let state: VoiceRetryState = INITIAL_VOICE_RETRY;
  return messages.map((message) => {
    const result = afterVoiceError(state, message);
    state = result.state;
    return result.decision;
  });
}

describe('retry budget', () => {
  const retry = { kind: 'retry', retryInMs: 2000 };

  it('retries a transient error after 2 s and gives up at the 5th error', () => {
    expect(run(Array(5).fill('Conference does not exist'))).toEqual([
      retry,
      retry,
      retry,
      retry,
      { kind: 'giveUp' },
    ]);
  });

  it('treats a failed connection (no message) as retryable', () => {
    expect(run([null])).toEqual([retry]);
  });

  it('shows the error state for other errors, and counts them', () => {
    expect(run(['permission-denied', null, 'boom', null, null])).toEqual([
      { kind: 'error' },
      retry,
      { kind: 'error' },
      retry,
      { kind: 'giveUp' },
    ]);
  });

  it('starts over after a successful connection', () => {
    let state: VoiceRetryState = INITIAL_VOICE_RETRY;
    for (let i = 0; i < 4; i++) state = afterVoiceError(state, null).state;
    expect(state.errors).toBe(4);
    state = afterVoiceSuccess();
    expect(afterVoiceError(state, null).decision).toEqual(retry);
  });

  it('does not change the state it is given', () => {
    const state = { errors: 2 };
    afterVoiceError(state, null);
    expect(state).toEqual({ errors: 2 });
  });
});
