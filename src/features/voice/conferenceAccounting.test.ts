import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountingSteps,
  inVoiceAfter,
  SEAT_UNANSWERED_TEXT,
  withConferenceAccounting,
  type ConferenceCalls,
} from './conferenceAccounting';
import { FakeEngine } from './fakeEngine.test-helper';

const connected = { connection: 'connected', fatal: false } as const;

function setup(failing: Set<string> = new Set(), seat?: ConferenceCalls['seat']) {
  const inner = new FakeEngine();
  const log: string[] = [];
  const record = (call: string) => async (alias: string) => {
    log.push(`${call} ${alias}`);
    if (failing.has(`${call} ${alias}`)) throw new Error('refused');
  };
  const engine = withConferenceAccounting(inner, 'ev1', {
    join: record('join'),
    leave: record('leave'),
    seat,
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { inner, engine, log, settled };
}

afterEach(() => vi.restoreAllMocks());

describe('inVoiceAfter', () => {
  it.each([
    [false, 'connected', false, true],
    [true, 'connecting', false, true],
    [false, 'connecting', false, false],
    [true, 'failed', false, true],
    [true, 'disconnected', false, false],
    [true, 'unavailable', false, false],
    [true, 'failed', true, false],
    [true, 'connected', true, false],
  ] as const)('before %s, %s (fatal %s) → %s', (before, connection, fatal, expected) => {
    expect(inVoiceAfter(before, { connection, fatal })).toBe(expected);
  });
});

describe('accountingSteps', () => {
  it('joins, leaves, switches (join first: the seat never lapses) and does nothing for no change', () => {
    expect(accountingSteps(null, 'ev1')).toEqual([{ call: 'join', alias: 'ev1' }]);
    expect(accountingSteps('ev1', null)).toEqual([{ call: 'leave', alias: 'ev1' }]);
    expect(accountingSteps('ev1', 'ev1:z')).toEqual([
      { call: 'join', alias: 'ev1:z' },
      { call: 'leave', alias: 'ev1' },
    ]);
    expect(accountingSteps('ev1', 'ev1')).toEqual([]);
    expect(accountingSteps(null, null)).toEqual([]);
  });
});

describe('withConferenceAccounting', () => {
  it("passes a person's Retry and 'Reconnect' through to the engine", () => {
    const { inner, engine } = setup();
    engine.retry?.('bob');
    engine.retry?.();
    expect(inner.calls).toEqual(['engine.retry(bob)', 'engine.retry()']);
  });

  it('joins the event conference once connected, once, and leaves it on stop', async () => {
    const { inner, engine, log, settled } = setup();
    inner.emit({ connection: 'connecting', fatal: false });
    await settled();
    expect(log).toEqual([]);
    inner.emit(connected);
    inner.emit({ connection: 'connecting', fatal: false });
    inner.emit(connected);
    await settled();
    expect(log).toEqual(['join ev1']);
    engine.stop();
    await settled();
    expect(log).toEqual(['join ev1', 'leave ev1']);
    expect(inner.calls).toContain('engine.stop()');
    expect(inner.listenerCount()).toBe(0);
  });

  it('switches alias on a zone change while in voice, and back', async () => {
    const { inner, engine, log, settled } = setup();
    inner.emit(connected);
    engine.setChannel?.('zoneA');
    engine.setChannel?.(null);
    await settled();
    expect(log).toEqual(['join ev1', 'join ev1:zoneA', 'leave ev1', 'join ev1', 'leave ev1:zoneA']);
    expect(inner.calls).toEqual(['engine.setChannel(zoneA)', 'engine.setChannel(null)']);
  });

  it('waits for a connection before joining a zone entered early', async () => {
    const { inner, engine, log, settled } = setup();
    engine.setChannel?.('zoneA');
    await settled();
    expect(log).toEqual([]);
    inner.emit(connected);
    await settled();
    expect(log).toEqual(['join ev1:zoneA']);
  });

  it('leaves when the engine gives up', async () => {
    const { inner, log, settled } = setup();
    inner.emit(connected);
    inner.emit({ connection: 'failed', fatal: true });
    await settled();
    expect(log).toEqual(['join ev1', 'leave ev1']);
  });

  it('logs a failed call and goes on (never blocks the voice)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { inner, engine, log, settled } = setup(new Set(['join ev1']));
    inner.emit(connected);
    engine.setChannel?.('z');
    await settled();
    expect(log).toEqual(['join ev1', 'join ev1:z', 'leave ev1']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('passes everything else through to the engine', async () => {
    const { inner, engine } = setup();
    await engine.start({ id: 'mic' } as MediaStreamTrack);
    engine.setMuted(true);
    expect(inner.calls).toEqual(['engine.start(mic)', 'engine.setMuted(true)']);
    expect(engine.connections()).toEqual(['engine-peer']);
    expect([...engine.levels()]).toEqual([['engine-peer', 0.5]]);
  });

  it('with a seat call, joins the event before the engine starts, counted as in voice', async () => {
    const { inner, engine, log, settled } = setup(new Set(), async (alias) => {
      log.push(`seat ${alias}`);
      return { joined: true };
    });
    engine.setChannel?.('zoneA');
    await engine.start({ id: 'mic', stop() {} } as MediaStreamTrack);
    inner.emit({ connection: 'connecting', fatal: false });
    inner.emit(connected);
    await settled();
    // The seat's session is the accounting's: a zone entered early moves it, stop leaves it.
    expect(log).toEqual(['seat ev1', 'join ev1:zoneA', 'leave ev1']);
    expect(inner.calls).toEqual(['engine.setChannel(zoneA)', 'engine.start(mic)']);
    engine.stop();
    await settled();
    expect(log.at(-1)).toBe('leave ev1:zoneA');
  });

  it('refused a seat, never starts the engine, releases the microphone and says why', async () => {
    const { inner, engine, log, settled } = setup(new Set(), async () => ({
      refused: 'Voice in this event is full (25 people).',
    }));
    const stop = vi.fn();
    await expect(engine.start({ id: 'mic', stop } as unknown as MediaStreamTrack)).rejects.toThrow(
      'Voice in this event is full (25 people).',
    );
    await settled();
    expect(stop).toHaveBeenCalled();
    expect(inner.calls).toEqual([]);
    expect(log).toEqual([]);
  });

  it('no answer to the seat: never starts the engine (its signals would be refused) and says so', async () => {
    const { inner, engine, log } = setup(new Set(), async () => ({ joined: false }));
    const stop = vi.fn();
    await expect(engine.start({ id: 'mic', stop } as unknown as MediaStreamTrack)).rejects.toThrow(
      SEAT_UNANSWERED_TEXT,
    );
    expect(stop).toHaveBeenCalled();
    expect(inner.calls).toEqual([]);
    expect(log).toEqual([]);
  });

  it('stopped while the seat is asked for: leaves it and never starts', async () => {
    let answer: (value: { joined: boolean }) => void = () => {};
    const { inner, engine, log, settled } = setup(
      new Set(),
      () => new Promise((resolve) => (answer = resolve)),
    );
    const started = engine.start({ id: 'mic', stop() {} } as MediaStreamTrack);
    engine.stop();
    answer({ joined: true });
    await started;
    await settled();
    expect(log).toEqual(['leave ev1']);
    expect(inner.calls).toEqual(['engine.stop()']);
  });
});
