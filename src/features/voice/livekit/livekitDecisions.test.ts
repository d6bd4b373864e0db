import { ConnectionError, ConnectionState } from 'livekit-client';
import { describe, expect, it } from 'vitest';
import { afterVoiceError, INITIAL_VOICE_RETRY } from '../../../domain/voice';
import {
  audioConnectionState,
  connectFailureMessage,
  everyonePlan,
  isCancelledConnect,
  isOverCapacity,
  subscriptionChanges,
} from './livekitDecisions';

const set = (...ids: string[]) => new Set(ids);

describe('subscriptionChanges', () => {
  it('subscribes to planned voices that are published and not yet subscribed', () => {
    expect(subscriptionChanges(['b', 'a'], set('a', 'b', 'c'), set())).toEqual({
      subscribe: ['a', 'b'],
      unsubscribe: [],
    });
  });

  it('drops subscriptions the plan no longer has', () => {
    expect(subscriptionChanges(['a'], set('a', 'b'), set('a', 'b'))).toEqual({
      subscribe: [],
      unsubscribe: ['b'],
    });
  });

  it('waits for a planned voice that has not published yet', () => {
    expect(subscriptionChanges(['a', 'late'], set('a'), set())).toEqual({
      subscribe: ['a'],
      unsubscribe: [],
    });
  });

  it('drops a subscription whose publication went away, even if still planned', () => {
    expect(subscriptionChanges(['gone'], set(), set('gone'))).toEqual({
      subscribe: [],
      unsubscribe: ['gone'],
    });
  });

  it('changes nothing when the subscriptions already match the plan', () => {
    expect(subscriptionChanges(['a', 'b'], set('a', 'b', 'c'), set('a', 'b'))).toEqual({
      subscribe: [],
      unsubscribe: [],
    });
  });

  it('empties everything for an empty plan', () => {
    expect(subscriptionChanges([], set('a', 'b'), set('a', 'b'))).toEqual({
      subscribe: [],
      unsubscribe: ['a', 'b'],
    });
  });
});

describe('audioConnectionState', () => {
  it.each([
    [ConnectionState.Connected, 'connected'],
    [ConnectionState.Connecting, 'connecting'],
    [ConnectionState.Reconnecting, 'connecting'],
    [ConnectionState.SignalReconnecting, 'connecting'],
    [ConnectionState.Disconnected, 'disconnected'],
  ] as const)('maps %s to %s', (state, expected) => {
    expect(audioConnectionState(state)).toBe(expected);
  });
});

describe('connectFailureMessage', () => {
  it('treats a connection that failed on the way as retryable (null)', () => {
    for (const error of [
      ConnectionError.serverUnreachable('could not reach', 502),
      ConnectionError.timeout('timed out'),
      ConnectionError.websocket('socket closed', 1006),
      ConnectionError.internal('oops'),
    ]) {
      expect(connectFailureMessage(error)).toBeNull();
      expect(afterVoiceError(INITIAL_VOICE_RETRY, connectFailureMessage(error)).decision.kind).toBe(
        'retry',
      );
    }
  });

  it('gives a refused token its message, which the retry rules treat as an error', () => {
    const message = connectFailureMessage(ConnectionError.notAllowed('invalid token', 401));
    expect(message).toBe('invalid token');
    expect(afterVoiceError(INITIAL_VOICE_RETRY, message).decision.kind).toBe('error');
  });

  it("passes other errors' messages through", () => {
    expect(connectFailureMessage(new Error('Conference does not exist'))).toBe(
      'Conference does not exist',
    );
    expect(connectFailureMessage('weird')).toBe('weird');
  });

  it('recognises a cancelled connect', () => {
    expect(isCancelledConnect(ConnectionError.cancelled('client cancelled'))).toBe(true);
    expect(isCancelledConnect(ConnectionError.timeout('timed out'))).toBe(false);
    expect(isCancelledConnect(new Error('cancelled'))).toBe(false);
  });
});

describe('isOverCapacity', () => {
  it("recognises LiveKit's full room and a plan's limit, and nothing else", () => {
    // livekit-server's ErrMaxParticipantsExceeded, as the client reports the refused join.
    const full = ConnectionError.internal('room has exceeded its max participants');
    expect(isOverCapacity(full)).toBe(true);
    expect(isOverCapacity(new Error('participant limit exceeded'))).toBe(true);
    expect(isOverCapacity(ConnectionError.notAllowed('invalid token', 401))).toBe(false);
    expect(isOverCapacity(ConnectionError.timeout('timed out'))).toBe(false);
    expect(isOverCapacity('weird')).toBe(false);
  });
});

describe('everyonePlan', () => {
  it('hears everyone at full level, unplaced, in a stable order', () => {
    expect(everyonePlan(['b', 'a'])).toEqual([
      { id: 'a', reason: 'stage', gain: 1, spatial: false, offset: { x: 0, y: 0, z: 0 } },
      { id: 'b', reason: 'stage', gain: 1, spatial: false, offset: { x: 0, y: 0, z: 0 } },
    ]);
  });
});
