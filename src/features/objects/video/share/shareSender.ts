import type { ShareSignal } from '../../../../data/shares';
import { SHARE, shareAudience } from '../../../../domain/share';
import type { IceConfig } from '../../../voice';
import { ShareLink } from './shareLink';
import { parseLinkPayload, type ShareSignalPost } from './shareSignalPost';

export interface ShareSenderOptions {
  post: ShareSignalPost;
  about: { roomId: string; screenId: string };
  stream: MediaStream;
  ice: () => Promise<IceConfig>;
  /** Viewers served at once, read at each decision (SHARE.p2pViewers; the tests lower it). */
  budget?: () => number;
  /** Viewers who see the share now, and those waiting for a place. */
  onAudience: (seeing: number, waiting: number) => void;
}

/**
 * The sharer's side of a p2p share: each viewer in sight asks ('want'); those within the budget
 * get a one-way link (first come, first served; a viewer served keeps its place), the others
 * are told they wait and where ('queued'), and are offered a link when a place frees. A viewer
 * that leaves says 'bye'; one that vanished is dropped when its link fails.
 */
export class ShareSender {
  private readonly asking = new Map<string, number>();
  private readonly links = new Map<string, ShareLink>();
  private readonly told = new Map<string, string>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(private readonly options: ShareSenderOptions) {
    this.unsubscribe = options.post.subscribe(options.about.screenId, (signal) =>
      this.onSignal(signal),
    );
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe();
    for (const viewer of new Set([...this.links.keys(), ...this.asking.keys()])) {
      this.options.post.send(viewer, this.options.about, 'bye');
    }
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.asking.clear();
  }

  private onSignal(signal: ShareSignal): void {
    if (this.stopped) return;
    const viewer = signal.from;
    const body = parseLinkPayload(signal.payload);
    const link = this.links.get(viewer);
    switch (signal.kind) {
      case 'want':
        // Asked again: whatever this side holds for it is lost on its side (or never arrived).
        if (!this.asking.has(viewer)) this.asking.set(viewer, Date.now());
        this.drop(viewer);
        this.told.delete(viewer);
        return this.reconcile();
      case 'bye':
        this.asking.delete(viewer);
        this.told.delete(viewer);
        this.drop(viewer);
        return this.reconcile();
      case 'answer':
        if (link && body?.link === link.id && body.description) {
          void link.accept(body.description).catch(() => undefined);
        }
        return;
      case 'candidate':
        if (link && body?.link === link.id && body.candidate) {
          void link.addCandidate(body.candidate);
        }
        return;
      default:
        return;
    }
  }

  private reconcile(): void {
    const { admitted, waiting } = shareAudience(
      this.asking,
      new Set(this.links.keys()),
      this.options.budget?.() ?? SHARE.p2pViewers,
    );
    for (const viewer of [...this.links.keys()]) {
      if (admitted.includes(viewer)) continue;
      this.drop(viewer);
      this.options.post.send(viewer, this.options.about, 'bye');
    }
    for (const viewer of admitted) if (!this.links.has(viewer)) void this.open(viewer);
    waiting.forEach((viewer, position) => {
      const payload = JSON.stringify({ served: admitted.length, position });
      if (this.told.get(viewer) === payload) return;
      this.told.set(viewer, payload);
      this.options.post.send(viewer, this.options.about, 'queued', payload);
    });
    this.report(waiting.length);
  }

  private async open(viewer: string): Promise<void> {
    const { post, about, stream } = this.options;
    const id = crypto.randomUUID();
    const placeholder = { id } as ShareLink;
    this.links.set(viewer, placeholder);
    this.told.delete(viewer);
    const ice = await this.options.ice();
    if (this.stopped || this.links.get(viewer) !== placeholder) return;
    const link = new ShareLink({
      id,
      ice,
      send: (kind, body) => post.send(viewer, about, kind, JSON.stringify({ ...body, link: id })),
      onConnected: () => this.reconcile(),
      onFailed: () => {
        if (this.links.get(viewer) !== link) return;
        // Gone without a word (a closed tab), or unreachable: it asks again if it still wants.
        this.links.delete(viewer);
        this.asking.delete(viewer);
        this.reconcile();
      },
    });
    this.links.set(viewer, link);
    await link.offer(stream).catch(() => link.close());
  }

  private drop(viewer: string): void {
    const link = this.links.get(viewer);
    this.links.delete(viewer);
    if (link instanceof ShareLink) link.close();
  }

  private report(waiting: number): void {
    let seeing = 0;
    for (const link of this.links.values())
      if (link instanceof ShareLink && link.connected) seeing++;
    this.options.onAudience(seeing, waiting);
  }
}
