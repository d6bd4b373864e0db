import { LINK_SETUP, linkSetupVerdict } from '../../../domain/voice/linkSetup';
import type { LinkRoute } from '../../../domain/voice/peerAudio';
import type { IceConfig } from '../iceServers';
import { LinkRecovery } from './linkRecovery';

/** What a link says to its peer through the signalling channel. */
export type LinkSignal = 'offer' | 'answer' | 'candidate' | 'restart';

export interface PeerLinkOptions {
  initiator: boolean;
  /**
   * The link's id: made by the offering side and echoed by the answering side in every signal,
   * so a late answer or candidate of an earlier attempt never lands on a newer connection.
   */
  id: string;
  track: MediaStreamTrack;
  /**
   * Whether this side sends its voice (the peer asked for it). A one-way stage listener's link
   * sends nothing: its sender has no track, so no encoder runs and no audio goes up.
   */
  sending: boolean;
  ice: IceConfig;
  send: (kind: LinkSignal, payload: string) => void;
  onStream: (stream: MediaStream) => void;
  /** Set up failed, or every restart failed: the link is closed. */
  onFailed: () => void;
  onConnected: () => void;
  /** The connection left 'connected' (it may come back by itself or by a restart). */
  onInterrupted: () => void;
}

/**
 * One RTCPeerConnection with one audio transceiver (sendrecv), carrying each side's voice while
 * that side sends: `setSending` swaps the track in or out without renegotiating, so a one-way
 * stage link becomes a conversation (and back) at once. The initiator offers; the other side
 * answers. ICE candidates that arrive before the remote description are queued.
 *
 * Once up, a link repairs itself: LinkRecovery decides when to try (a path lost for a few
 * seconds, a failure, a network change) and the initiator restarts ICE with a new offer on the
 * same link, each offer numbered (`gen`) so an answer to an older one is ignored; the other
 * side asks the initiator to (a 'restart' signal). A link that never came up is closed once its
 * set-up has stalled (domain/voice/linkSetup.ts) and left to the peer manager's retries.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  /** The peer's voice session, learnt from its offer or answer. */
  remoteSession: string | null = null;
  /** Candidate types this side gathered (host, srflx, relay...), to tell why a link fails. */
  readonly gatheredTypes = new Set<string>();
  private readonly pending: RTCIceCandidateInit[] = [];
  private readonly recovery: LinkRecovery;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private everConnected = false;
  private offerGen = 0;
  private offersAnswered = 0;
  /** Candidates the peer sent on this link (diagnostics: a link stuck in 'new' has none). */
  remoteCandidates = 0;
  private closed = false;

  constructor(private readonly options: PeerLinkOptions) {
    this.pc = new RTCPeerConnection(options.ice);
    this.recovery = new LinkRecovery({
      attempt: () =>
        this.initiator ? void this.restart() : options.send('restart', this.payload({})),
      giveUp: () => this.fail(),
      isConnected: () => this.connected,
    });
    this.pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      if (event.candidate.type) this.gatheredTypes.add(event.candidate.type);
      this.recovery.gatheredCandidate();
      options.send('candidate', this.payload(event.candidate.toJSON()));
    };
    this.pc.ontrack = (event) => {
      options.onStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    this.pc.onconnectionstatechange = () => this.watchState();
    const madeAt = Date.now();
    const check = () => {
      if (this.everConnected) return;
      const verdict = linkSetupVerdict({
        elapsedMs: Date.now() - madeAt,
        answered: this.pc.remoteDescription !== null,
        localCandidates: this.gatheredTypes.size,
        remoteCandidates: this.remoteCandidates,
        state: this.pc.connectionState,
      });
      if (verdict === 'fail') this.fail();
      else this.stallTimer = setTimeout(check, verdict.waitMs);
    };
    this.stallTimer = setTimeout(check, LINK_SETUP.quietMs);
  }

  get initiator(): boolean {
    return this.options.initiator;
  }

  get id(): string {
    return this.options.id;
  }

  /** ICE restarts made on this link (offers after the first, sent or answered). */
  get iceRestarts(): number {
    return Math.max(0, (this.initiator ? this.offerGen : this.offersAnswered) - 1);
  }

  get connected(): boolean {
    return this.pc.connectionState === 'connected';
  }

  /** A signal payload: the JSON of a description or candidate, tagged with the link's id. */
  private payload(body: object, gen?: number): string {
    return JSON.stringify({
      ...body,
      link: this.options.id,
      ...(gen === undefined ? {} : { gen }),
    });
  }

  private outgoing(): MediaStreamTrack | null {
    return this.options.sending ? this.options.track : null;
  }

  async offer(): Promise<void> {
    this.pc.addTransceiver(this.outgoing() ?? 'audio', { direction: 'sendrecv' });
    await this.sendOffer();
  }

  private async sendOffer(): Promise<void> {
    this.offerGen += 1;
    const gen = this.offerGen;
    const offer = await this.pc.createOffer();
    if (this.closed || gen !== this.offerGen) return;
    await this.pc.setLocalDescription(offer);
    this.options.send('offer', this.payload(offer, gen));
  }

  /** Answers the peer's first offer, or a later one on the same link (an ICE restart). */
  async answer(offer: RTCSessionDescriptionInit & { gen?: number }, session: string) {
    this.remoteSession = session;
    this.recovery.progress();
    this.offersAnswered += 1;
    await this.pc.setRemoteDescription({ type: offer.type, sdp: offer.sdp });
    const transceiver = this.pc.getTransceivers()[0];
    if (transceiver && transceiver.direction !== 'sendrecv') {
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(this.outgoing());
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.options.send('answer', this.payload(answer, offer.gen));
    await this.flushCandidates();
  }

  async accept(answer: RTCSessionDescriptionInit & { gen?: number }, session: string) {
    if (this.pc.signalingState !== 'have-local-offer') return;
    // The answer to an older offer (a restart overtook it) would not match this one.
    if (answer.gen !== undefined && answer.gen !== this.offerGen) return;
    this.remoteSession = session;
    this.recovery.progress();
    await this.pc.setRemoteDescription({ type: answer.type, sdp: answer.sdp });
    await this.flushCandidates();
  }

  async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.remoteCandidates += 1;
    this.recovery.progress();
    if (!this.pc.remoteDescription) {
      this.pending.push(candidate);
      return;
    }
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** The peer asked for an ICE restart (its side lost the path). */
  restartRequested(): void {
    if (this.initiator && !this.closed) this.recovery.requested();
  }

  /** The browser's network changed: restart (or ask for a restart) at once. */
  networkChanged(): void {
    if (!this.closed) this.recovery.networkChanged();
  }

  /** A person's Retry: a fresh recovery budget, trying now. */
  retryNow(): void {
    if (!this.closed) this.recovery.retryNow();
  }

  /** New ICE servers (renewed TURN credentials): used from the next gathering on. */
  setIce(ice: IceConfig): void {
    try {
      this.pc.setConfiguration({ ...this.pc.getConfiguration(), ...ice });
    } catch (error) {
      console.warn('Voice: a link kept its ICE servers', error);
    }
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    this.options.track = track;
    await this.pc.getSenders()[0]?.replaceTrack(this.outgoing());
  }

  /** Starts or stops sending this side's voice (no renegotiation). */
  setSending(sending: boolean): void {
    if (this.options.sending === sending || this.closed) return;
    this.options.sending = sending;
    void this.pc
      .getSenders()[0]
      ?.replaceTrack(this.outgoing())
      .catch(() => undefined);
  }

  get sending(): boolean {
    return this.options.sending;
  }

  /** Audio RTP bytes received and sent so far, and the route of the selected pair (getStats). */
  async traffic(): Promise<{
    received: number;
    sent: number;
    route: LinkRoute | null;
    /** The transport to the TURN server of a relayed pair on this side ('udp', 'tcp'...). */
    relayProtocol: string | null;
  }> {
    let received = 0;
    let sent = 0;
    const stats = await this.pc.getStats();
    let pairId: string | undefined;
    stats.forEach((entry: RTCStats & Record<string, unknown>) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'audio')
        received += Number(entry.bytesReceived ?? 0);
      if (entry.type === 'outbound-rtp' && entry.kind === 'audio')
        sent += Number(entry.bytesSent ?? 0);
      if (entry.type === 'transport' && typeof entry.selectedCandidatePairId === 'string')
        pairId = entry.selectedCandidatePairId;
    });
    return { received, sent, ...routeOf(stats, pairId) };
  }

  close(): void {
    this.closed = true;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.recovery.stop();
    this.pc.close();
  }

  private async restart(): Promise<void> {
    if (this.closed) return;
    this.pc.restartIce();
    await this.sendOffer().catch((error: unknown) => console.warn('Voice: restart offer', error));
  }

  private async flushCandidates(): Promise<void> {
    for (const candidate of this.pending.splice(0)) {
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  private watchState(): void {
    if (this.closed) return;
    const state = this.pc.connectionState;
    if (state === 'connected') {
      this.everConnected = true;
      if (this.stallTimer) clearTimeout(this.stallTimer);
      this.stallTimer = null;
      this.options.onConnected();
    } else if (this.everConnected && (state === 'disconnected' || state === 'failed')) {
      this.options.onInterrupted();
    }
    // Setting up is the stall timer's business; repairing a link that was up is recovery's.
    if (this.everConnected) this.recovery.state(state);
  }

  private fail(): void {
    if (this.closed) return;
    this.close();
    this.options.onFailed();
  }
}

/** 'relayed' when either end of the selected candidate pair is a TURN relay. */
function routeOf(
  stats: RTCStatsReport,
  pairId: string | undefined,
): { route: LinkRoute | null; relayProtocol: string | null } {
  const pair = pairId ? (stats.get(pairId) as Record<string, unknown> | undefined) : undefined;
  if (!pair) return { route: null, relayProtocol: null };
  const candidate = (id: unknown) =>
    typeof id === 'string'
      ? (stats.get(id) as { candidateType?: string; relayProtocol?: string } | undefined)
      : undefined;
  const local = candidate(pair.localCandidateId);
  const relayed =
    local?.candidateType === 'relay' ||
    candidate(pair.remoteCandidateId)?.candidateType === 'relay';
  return { route: relayed ? 'relayed' : 'direct', relayProtocol: local?.relayProtocol ?? null };
}
