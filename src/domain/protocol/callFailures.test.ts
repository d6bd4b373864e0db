import { describe, expect, it } from 'vitest';
import { CALL_TEXTS, callFailureText, isUnexpectedFailure } from './callFailures';

describe('what a failed call says', () => {
  it('a call that never got an answer: the network, not the person', () => {
    expect(callFailureText('internal', 'internal [0]')).toBe(CALL_TEXTS.unreachable);
    expect(callFailureText('deadline-exceeded', 'deadline-exceeded')).toBe(CALL_TEXTS.unreachable);
    expect(callFailureText('unavailable', 'unavailable [503]')).toBe(CALL_TEXTS.unreachable);
  });

  it('a server that broke says so instead of "internal"', () => {
    expect(callFailureText('internal', 'INTERNAL [500]')).toBe(CALL_TEXTS.serverFailed);
    expect(callFailureText('unknown', 'unknown [502]')).toBe(CALL_TEXTS.serverFailed);
  });

  it("a refusal keeps the server's sentence, without the HTTP status", () => {
    expect(callFailureText('permission-denied', 'Only event admins can do this. [403]')).toBe(
      'Only event admins can do this.',
    );
  });

  it('something that is no callable error at all keeps its own words', () => {
    expect(callFailureText(null, 'Failed to get a token')).toBe('Failed to get a token');
    expect(callFailureText(null, '')).toBe(CALL_TEXTS.unreachable);
  });

  it('reports only the failures nobody asked for', () => {
    expect(isUnexpectedFailure('internal')).toBe(true);
    expect(isUnexpectedFailure('deadline-exceeded')).toBe(true);
    expect(isUnexpectedFailure(null)).toBe(true);
    expect(isUnexpectedFailure('permission-denied')).toBe(false);
    expect(isUnexpectedFailure('not-found')).toBe(false);
  });
});
