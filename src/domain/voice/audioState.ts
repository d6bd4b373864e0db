/** The voice engine's connection state (the reference's Connecting, Connected, ...). */
export type AudioConnectionState =
  'connecting' | 'connected' | 'disconnected' | 'failed' | 'unavailable';

/** What the audio connection badge shows (the reference's displayed states). */
export type DisplayedAudioState =
  'queued' | 'none' | 'ready' | 'joining' | 'connecting' | 'error' | 'fatalError' | 'unknown';

export interface AudioStateFacts {
  /** The engine's state, or null before the engine has reported one. */
  connection: AudioConnectionState | null;
  /** Place in the audio queue (0 = next), or null when not queued. */
  queuePosition: number | null;
  /** Retries are exhausted (or the engine cannot start): only a reload helps. */
  fatalError: boolean;
  /** Nobody else is in the event, so there is nothing to connect to. */
  emptyEvent: boolean;
}

/**
 * The displayed audio state, one pure function of the facts (reference section 4):
 * 1. a fatal error overrides everything;
 * 2. an empty event shows none (nobody to hear, so no connection worth reporting);
 * 3. connected → ready; connecting → connecting; failed or unavailable → error (a retry is
 *    either under way or the user is offered one);
 * 4. otherwise (no state yet, or disconnected, i.e. between sessions): a queue position of
 *    0 or more → queued, else joining;
 * 5. a connection value this code does not know (from an engine at runtime) → unknown.
 */
export function displayedAudioState(facts: AudioStateFacts): DisplayedAudioState {
  if (facts.fatalError) return 'fatalError';
  if (facts.emptyEvent) return 'none';
  switch (facts.connection) {
    case 'connected':
      return 'ready';
    case 'connecting':
      return 'connecting';
    case 'failed':
    case 'unavailable':
      return 'error';
    case 'disconnected':
    case null:
      return facts.queuePosition !== null && facts.queuePosition >= 0 ? 'queued' : 'joining';
    default:
      return 'unknown';
  }
}

/** The reference's audio error messages, exactly (section 8). */
export const VOICE_ERROR_TEXT = {
  failedToConnect: 'Failed to connect to audio channel',
  connectionTrouble:
    'Something went wrong with the audio connection. Attempt to reconnect. Reloading the page may help.',
  microphonePermission: 'Microphone permissions needed',
  microphoneNotFound: 'Microphone not found',
} as const;

/** What the badge offers the user to do next. */
type AudioBadgeAction = 'reconnect' | 'reload' | null;

export interface AudioBadge {
  text: string;
  action: AudioBadgeAction;
}

/**
 * Badge text and action per displayed state. An error is still retrying or can be retried
 * ('Attempt to reconnect'); a fatal error has given up, so the way forward is 'Reload page'.
 */
export const AUDIO_BADGE: Record<DisplayedAudioState, AudioBadge> = {
  queued: { text: 'Waiting for a place in the audio', action: null },
  none: { text: 'Nobody else is here yet', action: null },
  ready: { text: 'Audio connected', action: null },
  joining: { text: 'Joining audio...', action: null },
  connecting: { text: 'Connecting...', action: null },
  error: { text: VOICE_ERROR_TEXT.connectionTrouble, action: 'reconnect' },
  fatalError: { text: VOICE_ERROR_TEXT.failedToConnect, action: 'reload' },
  unknown: { text: 'Audio status unknown', action: null },
};

/**
 * Said instead of 'Nobody else is here yet' when the only others around are bots: they are
 * visible, so 'nobody' read as wrong, and they have no voice to connect to.
 */
export const ONLY_BOTS_TEXT = 'Only bots are here';

/** Label of the fatal error's button (reference). */
export const RELOAD_PAGE_TEXT = 'Reload page';

/**
 * The badge's text while waiting in the audio's queue, with the place when known (the
 * reference's queue position: 0 = next).
 */
export function queuedText(position: number | null): string {
  const waiting = AUDIO_BADGE.queued.text;
  return position === null ? `${waiting}.` : `${waiting}: number ${position + 1} in the queue.`;
}

/**
 * Connected without a working microphone: the person hears the others and nobody hears them.
 * Said instead of 'Audio connected', which beside 'Microphone not found' read as a contradiction.
 */
export const LISTEN_ONLY_TEXT = 'Listening only: you hear the others; they cannot hear you.';
