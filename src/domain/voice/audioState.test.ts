import { describe, expect, it } from 'vitest';
import {
  AUDIO_BADGE,
  displayedAudioState,
  LISTEN_ONLY_TEXT,
  queuedText,
  VOICE_ERROR_TEXT,
  type AudioConnectionState,
  type DisplayedAudioState,
} from './audioState';

const connections: (AudioConnectionState | null)[] = [
  null,
  'connecting',
  'connected',
  'disconnected',
  'failed',
  'unavailable',
];
/** Queue classes: not queued, next in line, further back, and nonsense. */
const queues: (number | null)[] = [null, 0, 3, -1, Number.NaN];

/** What the state must be when there is neither a fatal error nor an empty event. */
function expectedWithoutOverrides(
  connection: AudioConnectionState | null,
  queuePosition: number | null,
): DisplayedAudioState {
  if (connection === 'connected') return 'ready';
  if (connection === 'connecting') return 'connecting';
  if (connection === 'failed' || connection === 'unavailable') return 'error';
  return queuePosition !== null && queuePosition >= 0 ? 'queued' : 'joining';
}

// Every combination: 6 connection states x 5 queue classes x fatal x empty = 120 rows.
const table = connections.flatMap((connection) =>
  queues.flatMap((queuePosition) =>
    [false, true].flatMap((fatalError) =>
      [false, true].map((emptyEvent) => ({
        connection,
        queuePosition,
        fatalError,
        emptyEvent,
        expected: fatalError
          ? 'fatalError'
          : emptyEvent
            ? 'none'
            : expectedWithoutOverrides(connection, queuePosition),
      })),
    ),
  ),
);

describe('displayedAudioState', () => {
  it('covers every combination class', () => {
    expect(table).toHaveLength(120);
    expect(new Set(table.map((row) => row.expected))).toEqual(
      new Set(['fatalError', 'none', 'ready', 'connecting', 'error', 'queued', 'joining']),
    );
  });

  it.each(table)(
    'connection $connection, queue $queuePosition, fatal $fatalError, empty $emptyEvent → $expected',
    ({ expected, ...facts }) => {
      expect(displayedAudioState(facts)).toBe(expected);
    },
  );

  it('spells out the reference rules', () => {
    const base = { connection: null, queuePosition: null, fatalError: false, emptyEvent: false };
    expect(displayedAudioState({ ...base, connection: 'connected' })).toBe('ready');
    expect(displayedAudioState({ ...base, connection: 'connected', fatalError: true })).toBe(
      'fatalError',
    );
    expect(displayedAudioState({ ...base, emptyEvent: true, queuePosition: 0 })).toBe('none');
    expect(displayedAudioState({ ...base, queuePosition: 0 })).toBe('queued');
    expect(displayedAudioState(base)).toBe('joining');
  });

  it('says unknown for a connection state it does not know', () => {
    const facts = {
      connection: 'reticulating' as unknown as AudioConnectionState,
      queuePosition: null,
      fatalError: false,
      emptyEvent: false,
    };
    expect(displayedAudioState(facts)).toBe('unknown');
  });
});

describe('audio texts', () => {
  it('quotes the reference messages exactly', () => {
    expect(VOICE_ERROR_TEXT).toEqual({
      failedToConnect: 'Failed to connect to audio channel',
      connectionTrouble:
        'Something went wrong with the audio connection. Attempt to reconnect. Reloading the page may help.',
      microphonePermission: 'Microphone permissions needed',
      microphoneNotFound: 'Microphone not found',
    });
  });

  it('has a badge for every displayed state; errors offer a way forward', () => {
    expect(Object.keys(AUDIO_BADGE).sort()).toEqual(
      ['connecting', 'error', 'fatalError', 'joining', 'none', 'queued', 'ready', 'unknown'].sort(),
    );
    for (const badge of Object.values(AUDIO_BADGE)) expect(badge.text.length).toBeGreaterThan(0);
    expect(AUDIO_BADGE.error).toEqual({
      text: VOICE_ERROR_TEXT.connectionTrouble,
      action: 'reconnect',
    });
    expect(AUDIO_BADGE.fatalError).toEqual({
      text: VOICE_ERROR_TEXT.failedToConnect,
      action: 'reload',
    });
  });
});

describe('queued and listen-only texts', () => {
  it('says the place in the queue when known (position 0 is next, number 1)', () => {
    expect(queuedText(0)).toBe('Waiting for a place in the audio: number 1 in the queue.');
    expect(queuedText(4)).toContain('number 5 in the queue');
    expect(queuedText(null)).toBe('Waiting for a place in the audio.');
  });

  it('says a connection without a microphone is listening only, not simply connected', () => {
    expect(LISTEN_ONLY_TEXT).toMatch(/^Listening only/);
    expect(LISTEN_ONLY_TEXT).not.toContain(AUDIO_BADGE.ready.text);
  });
});
