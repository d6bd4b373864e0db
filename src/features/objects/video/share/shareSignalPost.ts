import { sendShareSignal, watchShareSignals, type ShareSignal } from '../../../../data/shares';
import type { ShareSignalKind } from '../../../../domain/share';

/** Signals older than this at start are an earlier page load's. */
const SIGNAL_GRACE_MS = 10_000;
/** A listener the database dropped is started again after this long. */
const RELISTEN_MS = 2_000;

type Handler = (signal: ShareSignal) => void;

/**
 * A page's post box for share signals: sends them (numbered, with the page's session) and, while
 * anyone on the page sends or receives a share, listens for those addressed to this person,
 * handing each to the share (the screen) it is about. One listener per page at most, and none
 * while nothing is shared in sight.
 */
export class ShareSignalPost {
  readonly session = Math.random().toString(36).slice(2, 12);
  private seq = 0;
  private readonly handlers = new Map<string, Set<Handler>>();
  private stopWatching: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly eventId: string,
    private readonly uid: string,
  ) {}

  send(
    to: string,
    about: { roomId: string; screenId: string },
    kind: ShareSignalKind,
    payload = '',
  ): void {
    this.seq += 1;
    void sendShareSignal(this.eventId, {
      from: this.uid,
      to,
      ...about,
      session: this.session,
      kind,
      payload,
      t: Date.now(),
      seq: this.seq,
    }).catch((error: unknown) => console.warn('Share: a signal was not sent', error));
  }

  /** Hands the signals about `screenId` to `handler` until the returned function is called. */
  subscribe(screenId: string, handler: Handler): () => void {
    let set = this.handlers.get(screenId);
    if (!set) this.handlers.set(screenId, (set = new Set()));
    set.add(handler);
    this.listen();
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(screenId);
      if (this.handlers.size === 0) this.quiet();
    };
  }

  private listen(): void {
    if (this.stopWatching || this.timer) return;
    this.stopWatching = watchShareSignals(
      this.eventId,
      this.uid,
      Date.now() - SIGNAL_GRACE_MS,
      (signal) => this.handlers.get(signal.screenId)?.forEach((handler) => handler(signal)),
      (error) => {
        console.warn('Share: the signals stopped; listening again', error);
        this.stopWatching = null;
        this.timer = setTimeout(() => {
          this.timer = null;
          if (this.handlers.size > 0) this.listen();
        }, RELISTEN_MS);
      },
    );
  }

  private quiet(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A signal's description or candidate, tagged with the link it belongs to. */
export interface LinkPayload {
  link: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

export function parseLinkPayload(payload: string): LinkPayload | null {
  try {
    const body = JSON.parse(payload) as Partial<LinkPayload> | null;
    return body && typeof body.link === 'string' ? (body as LinkPayload) : null;
  } catch {
    return null;
  }
}
