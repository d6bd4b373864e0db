import { describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './timeout';

describe('withTimeout', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(5), 100, 'late')).resolves.toBe(5);
    await expect(withTimeout(Promise.reject(new Error('no')), 100, 'late')).rejects.toThrow('no');
  });
  it('rejects with a TimeoutError when the answer is late', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 1000, 'The server did not answer.');
    const outcome = expect(pending).rejects.toThrow(TimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    vi.useRealTimers();
  });
});
