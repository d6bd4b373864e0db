import { SHARE } from '../../../../domain/share';
import type { IceConfig } from '../../../voice';

/** How long a new link may stay unconnected before it counts as failed. */
const SETUP_STALL_MS = 15_000;

export interface ShareLinkOptions {
  id: string;
  ice: IceConfig;
  /** Sends this side's description or candidate to the other side. */
  send: (kind: 'offer' | 'answer' | 'candidate', body: object) => void;
  onConnected: () => void;
  /** Set up stalled, or the connection failed: the link is closed. */
  onFailed: () => void;
  /** The viewer's side: the picture (and a shared tab's sound) arrived. */
  onStream?: (stream: MediaStream) => void;
}

/**
 * One one-way link of a p2p share: the sharer's side offers the captured tracks (sendonly, the
 * video capped at SHARE.maxBitrate) and the viewer's side answers, receiving only. Candidates
 * that arrive before the other side's description wait for it. A link is not repaired: a failed
 * one is closed, and the viewer asks for a new one (ShareReceiver).
 */
export class ShareLink {
  readonly pc: RTCPeerConnection;
  private readonly pending: RTCIceCandidateInit[] = [];
  private stall: ReturnType<typeof setTimeout> | null;
  private closed = false;

  constructor(private readonly options: ShareLinkOptions) {
    this.pc = new RTCPeerConnection(options.ice);
    this.pc.onicecandidate = (event) => {
      if (event.candidate) options.send('candidate', { candidate: event.candidate.toJSON() });
    };
    this.pc.ontrack = (event) => {
      options.onStream?.(event.streams[0] ?? new MediaStream([event.track]));
    };
    this.pc.onconnectionstatechange = () => {
      const state = this.pc.connectionState;
      if (state === 'connected') {
        this.clearStall();
        options.onConnected();
      } else if (state === 'failed') this.fail();
    };
    this.stall = setTimeout(() => this.fail(), SETUP_STALL_MS);
  }

  get id(): string {
    return this.options.id;
  }

  get connected(): boolean {
    return this.pc.connectionState === 'connected';
  }

  /** The sharer's side: offers `stream`'s tracks, sending only. */
  async offer(stream: MediaStream): Promise<void> {
    for (const track of stream.getTracks()) {
      this.pc.addTransceiver(track, {
        direction: 'sendonly',
        streams: [stream],
        ...(track.kind === 'video' && { sendEncodings: [{ maxBitrate: SHARE.maxBitrate }] }),
      });
    }
    const offer = await this.pc.createOffer();
    if (this.closed) return;
    await this.pc.setLocalDescription(offer);
    this.options.send('offer', { description: offer });
  }

  /** The viewer's side: answers the sharer's offer. */
  async answer(offer: RTCSessionDescriptionInit): Promise<void> {
    await this.pc.setRemoteDescription(offer);
    const answer = await this.pc.createAnswer();
    if (this.closed) return;
    await this.pc.setLocalDescription(answer);
    this.options.send('answer', { description: answer });
    await this.flush();
  }

  /** The sharer's side: the viewer's answer. */
  async accept(answer: RTCSessionDescriptionInit): Promise<void> {
    if (this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setRemoteDescription(answer);
    await this.flush();
  }

  async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.pc.remoteDescription) {
      this.pending.push(candidate);
      return;
    }
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  close(): void {
    this.closed = true;
    this.clearStall();
    this.pc.close();
  }

  private async flush(): Promise<void> {
    for (const candidate of this.pending.splice(0)) {
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  private clearStall(): void {
    if (this.stall) clearTimeout(this.stall);
    this.stall = null;
  }

  private fail(): void {
    if (this.closed) return;
    this.close();
    this.options.onFailed();
  }
}
