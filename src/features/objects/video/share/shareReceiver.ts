import type { ShareSignal } from '../../../../data/shares';
import { SHARE, type QueuedPayload } from '../../../../domain/share';
import type { IceConfig } from '../../../voice';
import { ShareLink } from './shareLink';
import { parseLinkPayload, type ShareSignalPost } from './shareSignalPost';

/** What a viewer's share is doing: being set up, shown, waiting for a place, or lost. */
export type ReceiverState =
  | { kind: 'connecting' }
  | { kind: 'showing' }
  | ({ kind: 'waiting' } & QueuedPayload)
  | { kind: 'lost' };

export interface ShareReceiverOptions {
  post: ShareSignalPost;
  about: { roomId: string; screenId: string };
  /** The sharer's uid: signals from anyone else about this screen are ignored. */
  sharer: string;
  ice: () => Promise<IceConfig>;
  onState: (state: ReceiverState) => void;
  onStream: (stream: MediaStream | null) => void;
}

/** While waiting for a place, the viewer asks again this much less often (a lost offer). */
const WAITING_ASK_FACTOR = 4;

/**
 * A viewer's side of a p2p share: asks the sharer for the picture ('want'), answers its offer,
 * and shows what arrives. Nothing offered within SHARE.askAgainMs (a lost signal), a link that
 * failed or a sharer that let it go: it asks again, saying meanwhile that it is trying. Told to
 * wait, it waits (asking again rarely) for the sharer's offer.
 */
export class ShareReceiver {
  private link: ShareLink | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(private readonly options: ShareReceiverOptions) {
    this.unsubscribe = options.post.subscribe(options.about.screenId, (signal) =>
      this.onSignal(signal),
    );
    options.onState({ kind: 'connecting' });
    this.ask();
  }

  /** `tellSharer` false: the share is gone (the rules would refuse a signal about it). */
  stop(tellSharer = true): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe();
    this.clearTimer();
    this.link?.close();
    this.link = null;
    if (tellSharer) this.options.post.send(this.options.sharer, this.options.about, 'bye');
  }

  private ask(delay = SHARE.askAgainMs): void {
    this.options.post.send(this.options.sharer, this.options.about, 'want');
    this.askLater(delay);
  }

  private askLater(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped && !this.link?.connected) this.ask();
    }, delay);
  }

  private onSignal(signal: ShareSignal): void {
    if (this.stopped || signal.from !== this.options.sharer) return;
    const body = parseLinkPayload(signal.payload);
    switch (signal.kind) {
      case 'offer':
        if (body?.description) void this.answer(body.link, body.description);
        return;
      case 'candidate':
        if (body?.candidate && this.link?.id === body.link)
          void this.link.addCandidate(body.candidate);
        return;
      case 'queued': {
        const queued = parseQueued(signal.payload);
        if (!queued) return;
        this.drop();
        this.options.onState({ kind: 'waiting', ...queued });
        this.askLater(SHARE.askAgainMs * WAITING_ASK_FACTOR);
        return;
      }
      case 'bye':
        this.drop();
        this.options.onState({ kind: 'lost' });
        this.askLater(SHARE.askAgainMs);
        return;
      default:
        return;
    }
  }

  private async answer(id: string, offer: RTCSessionDescriptionInit): Promise<void> {
    this.drop();
    // Offered: from now on the link's own set-up time decides (a slow machine is not hurried).
    this.clearTimer();
    const { post, about, sharer } = this.options;
    const ice = await this.options.ice();
    if (this.stopped) return;
    const link = new ShareLink({
      id,
      ice,
      send: (kind, body) => post.send(sharer, about, kind, JSON.stringify({ ...body, link: id })),
      onConnected: () => {
        this.clearTimer();
        this.options.onState({ kind: 'showing' });
      },
      onFailed: () => {
        if (this.link !== link) return;
        this.drop();
        this.options.onState({ kind: 'lost' });
        this.ask();
      },
      onStream: (stream) => this.options.onStream(stream),
    });
    this.link = link;
    this.options.onState({ kind: 'connecting' });
    await link.answer(offer).catch(() => link.close());
  }

  private drop(): void {
    this.link?.close();
    this.link = null;
    this.options.onStream(null);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

function parseQueued(payload: string): QueuedPayload | null {
  try {
    const body = JSON.parse(payload) as Partial<QueuedPayload>;
    return typeof body.served === 'number' && typeof body.position === 'number'
      ? { served: body.served, position: body.position }
      : null;
  } catch {
    return null;
  }
}
