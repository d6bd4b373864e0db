/** What a link says to its peer through the signalling channel. */
export type LinkSignal = 'offer' | 'answer' | 'candidate';

/** How long a connection may stay set-up or disconnected before it counts as failed. */
const STALL_MS = 10_000;

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
  iceServers: RTCIceServer[];
  send: (kind: LinkSignal, payload: string) => void;
  onStream: (stream: MediaStream) => void;
  onFailed: () => void;
  onConnected: () => void;
}

/**
 * One RTCPeerConnection with one audio transceiver (sendrecv), carrying each side's voice while
 * that side sends: `setSending` swaps the track in or out without renegotiating, so a one-way
 * stage link becomes a conversation (and back) at once. The initiator offers; the other side
 * answers. ICE candidates that arrive before the remote description are queued.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  /** The peer's voice session, learnt from its offer or answer. */
  remoteSession: string | null = null;
  private readonly pending: RTCIceCandidateInit[] = [];
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: PeerLinkOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc.onicecandidate = (event) => {
      if (event.candidate) options.send('candidate', this.payload(event.candidate.toJSON()));
    };
    this.pc.ontrack = (event) => {
      options.onStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    this.pc.onconnectionstatechange = () => this.watchState();
    this.armStallTimer();
  }

  get initiator(): boolean {
    return this.options.initiator;
  }

  get id(): string {
    return this.options.id;
  }

  /** A signal payload: the JSON of a description or candidate, tagged with the link's id. */
  private payload(body: object): string {
    return JSON.stringify({ ...body, link: this.options.id });
  }

  private outgoing(): MediaStreamTrack | null {
    return this.options.sending ? this.options.track : null;
  }

  async offer(): Promise<void> {
    this.pc.addTransceiver(this.outgoing() ?? 'audio', { direction: 'sendrecv' });
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.options.send('offer', this.payload(offer));
  }

  async answer(offer: RTCSessionDescriptionInit, session: string): Promise<void> {
    this.remoteSession = session;
    await this.pc.setRemoteDescription(offer);
    const transceiver = this.pc.getTransceivers()[0];
    if (transceiver) {
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(this.outgoing());
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.options.send('answer', this.payload(answer));
    await this.flushCandidates();
  }

  async accept(answer: RTCSessionDescriptionInit, session: string): Promise<void> {
    if (this.pc.signalingState !== 'have-local-offer') return;
    this.remoteSession = session;
    await this.pc.setRemoteDescription(answer);
    await this.flushCandidates();
  }

  async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.pc.remoteDescription) {
      this.pending.push(candidate);
      return;
    }
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
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

  /** Audio RTP bytes received and sent so far (getStats). */
  async traffic(): Promise<{ received: number; sent: number }> {
    let received = 0;
    let sent = 0;
    (await this.pc.getStats()).forEach(
      (entry: { type: string; kind?: string; bytesReceived?: number; bytesSent?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'audio')
          received += entry.bytesReceived ?? 0;
        if (entry.type === 'outbound-rtp' && entry.kind === 'audio') sent += entry.bytesSent ?? 0;
      },
    );
    return { received, sent };
  }

  close(): void {
    this.closed = true;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.pc.close();
  }

  private async flushCandidates(): Promise<void> {
    for (const candidate of this.pending.splice(0)) {
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  private watchState(): void {
    const state = this.pc.connectionState;
    if (state === 'connected') {
      if (this.stallTimer) clearTimeout(this.stallTimer);
      this.stallTimer = null;
      this.options.onConnected();
    } else if (state === 'failed') {
      this.fail();
    } else if (state === 'disconnected') {
      // Often transient (a network blip); a closed tab stays disconnected.
      this.armStallTimer();
    }
  }

  private armStallTimer(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => {
      if (this.pc.connectionState !== 'connected') this.fail();
    }, STALL_MS);
  }

  private fail(): void {
    if (this.closed) return;
    this.closed = true;
    this.options.onFailed();
  }
}
