import { forcedIceTransportPolicy } from '../../data/testHooks';
import type { GetIceServersResult } from '../../domain/protocol/callables';
import { iceFetchRetryMs, iceRenewalDelayMs } from '../../domain/voice/iceRenewal';

/** What a peer link or a network check needs to reach its peer: servers and the policy. */
export interface IceConfig {
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
}

/**
 * The STUN/TURN servers of peer-to-peer voice, fetched once (audio-getIceServers, which mints
 * short-lived TURN credentials) before the first link, cached, and renewed before the
 * credentials expire. A renewal tells its listeners, so links apply the new servers (they take
 * effect at the link's next ICE restart; a link already up keeps its allocation). A failed
 * fetch answers no servers (voice still works on one machine or a LAN) and is asked again
 * with back-off. `VITE_ICE_SERVERS` (JSON RTCIceServer[]) overrides the callable in
 * development.
 */
export class IceServerSource {
  private current: Promise<IceConfig> | null = null;
  private latest: IceConfig | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private readonly listeners = new Set<(config: IceConfig) => void>();

  constructor(
    private readonly fetch: () => Promise<GetIceServersResult>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The servers now: fetched on first use, then the cached (or renewed) ones. */
  get(): Promise<IceConfig> {
    this.current ??= this.load();
    return this.current;
  }

  /** The servers last fetched, or null before the first answer. */
  peek(): IceConfig | null {
    return this.latest;
  }

  /** Calls `listener` with every renewal's servers; returns its remover. */
  onRenewed(listener: (config: IceConfig) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private async load(): Promise<IceConfig> {
    const policy = forcedIceTransportPolicy();
    let config: IceConfig;
    try {
      const answer = await this.fetch();
      this.failures = 0;
      config = { iceServers: answer.iceServers, iceTransportPolicy: policy };
      this.schedule(iceRenewalDelayMs(answer.expiresAt, this.now()));
    } catch (error) {
      this.failures += 1;
      console.warn('Voice: the ICE servers could not be fetched; asking again.', error);
      // Keep what was fetched before (still valid until it expires), else no servers.
      config = this.latest ?? { iceServers: [], iceTransportPolicy: policy };
      this.schedule(iceFetchRetryMs(this.failures));
    }
    this.latest = config;
    return config;
  }

  private schedule(delay: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (delay === null || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const next = this.load();
      this.current = next;
      void next.then((config) => {
        if (!this.stopped) this.listeners.forEach((listener) => listener(config));
      });
    }, delay);
  }
}
