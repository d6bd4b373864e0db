import { VOICE } from '../../../domain/constants';
import { afterVoiceError, afterVoiceSuccess, INITIAL_VOICE_RETRY } from '../../../domain/voice';
import { sendVoiceSignal, watchVoiceSignals, type VoiceSignal } from '../../../data/voiceSignals';
import type { VoiceEngineStatus } from '../engine';

/** Signals older than this at start are left-overs of an earlier page load. */
const SIGNAL_GRACE_MS = 10_000;

export interface SignalChannelOptions {
  eventId: string;
  uid: string;
  /** Every signal addressed to this person, in order. */
  onSignal: (signal: VoiceSignal) => void;
  /** `listening` or `error` changed. */
  onChange: () => void;
}

/**
 * The p2p engine's post box in Firestore: sends this page's signals (numbered, with the page's
 * session id, so a peer tells this load's from an earlier one's) and listens for the ones
 * addressed to it. A listener the database drops is started again after VOICE.reconnectDelayMs,
 * until the retry policy (domain/voice/retry.ts) gives up; meanwhile `error` says so.
 */
export class SignalChannel {
  readonly sessionId = Math.random().toString(36).slice(2, 12);
  /** True while the listener is up. */
  listening = false;
  /** What the engine reports while signals cannot be received; null when they can. */
  error: VoiceEngineStatus | null = null;
  private seq = 0;
  private stopWatching: (() => void) | null = null;
  private retry = INITIAL_VOICE_RETRY;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: SignalChannelOptions) {}

  send(to: string, kind: VoiceSignal['kind'], payload = ''): void {
    this.seq += 1;
    const { eventId, uid } = this.options;
    const signal = {
      from: uid,
      to,
      kind,
      payload,
      sessionId: this.sessionId,
      t: Date.now(),
      seq: this.seq,
    };
    void sendVoiceSignal(eventId, signal).catch(() => undefined);
  }

  listen(): void {
    const { eventId, uid, onSignal, onChange } = this.options;
    this.stopWatching?.();
    this.listening = false;
    this.error = null;
    onChange();
    this.stopWatching = watchVoiceSignals(
      eventId,
      uid,
      Date.now() - SIGNAL_GRACE_MS,
      onSignal,
      (error) => {
        this.stopWatching = null;
        this.listening = false;
        const next = afterVoiceError(this.retry, error.message || null);
        this.retry = next.state;
        if (next.decision.kind === 'giveUp') {
          this.error = { connection: 'unavailable', fatal: true };
          onChange();
          return;
        }
        this.error = { connection: 'failed', fatal: false };
        onChange();
        this.retryTimer = setTimeout(() => !this.stopped && this.listen(), VOICE.reconnectDelayMs);
      },
    );
    this.retry = afterVoiceSuccess();
    this.listening = true;
    onChange();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopWatching?.();
    this.stopWatching = null;
  }
}
