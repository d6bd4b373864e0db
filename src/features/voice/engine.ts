import type { AudioConnectionState, HeardVoice, PannerOffset } from '../../domain/voice';
import type { LinkRoute, PeerLinkState } from '../../domain/voice/peerAudio';
import type { QueuedVoice } from './p2p/peerManager';
import type { ScreenTransport } from './screenTransport';

/** One voice of the hearing plan, with where to place it (relative to the listener). */
export interface PlannedVoice extends HeardVoice {
  offset: PannerOffset;
}

export interface VoiceEngineStatus {
  connection: AudioConnectionState;
  /** Retries are spent: only a reload helps. */
  fatal: boolean;
  /**
   * Over capacity: the audio server has no place for this client now (livekit: the room is
   * full). `position` in its queue when known (0 = next). Absent when not waiting.
   */
  queue?: { position: number | null };
  /** The server refused a voice seat (audio quota): why, in the server's words. */
  refused?: string;
  /**
   * Each planned voice's link (p2p): connecting, connected (direct or relayed), failed (with
   * its likely cause) or queued. Absent from engines without per-person links (livekit).
   */
  peers?: ReadonlyMap<string, PeerLinkState>;
}

/** The p2p stage: what waits in a speaker's queue, and a speaker's own audience. */
export interface StageStatus {
  /** Stage voices of the plan waiting in their speaker's queue, by speaker. */
  queue: ReadonlyMap<string, QueuedVoice>;
  /** As a stage speaker: listeners reached now, and those waiting (first in line first). */
  reach: { hearing: number; waiting: readonly string[] };
}

/**
 * What the voice UI and session need from a voice engine, whichever runs (p2p today, livekit
 * later). Engines obey the hearing plan from the domain policy; they do not choose whom to hear.
 */
export interface VoiceEngine {
  /** Joins the event's audio, sending `track` (the microphone). */
  start(track: MediaStreamTrack): Promise<void>;
  /**
   * The plan for the next update period. `present` is everyone in the room (ids), so the engine
   * can forget peers who left.
   */
  setPlan(voices: readonly PlannedVoice[], present: ReadonlySet<string>): void;
  /**
   * The audio channel zone the listener stands in (null: none). Optional: the livekit engine
   * moves to the zone's own room, usage accounting switches alias; p2p needs nothing (the plan
   * already says whom to hear).
   */
  setChannel?(channelId: string | null): void;
  /**
   * The user's publish grant changed (an admin set or cleared their temporary mute). Optional:
   * engines whose server token carries the grant (livekit) fetch a new one and reconnect; p2p
   * needs nothing (muting is local there).
   */
  refreshGrant?(): void;
  /** Sends silence instead of the microphone (the track stays open, so unmuting is instant). */
  setMuted(muted: boolean): void;
  /**
   * Tries again at once the link to `peerId`, or to every planned voice (a person's Retry or
   * 'Reconnect'). Optional: engines without per-person links reconnect as a whole.
   */
  retry?(peerId?: string): void;
  /** Switches the microphone live, without renegotiating or rejoining. */
  setMicrophone(track: MediaStreamTrack): Promise<void>;
  onStatus(listener: (status: VoiceEngineStatus) => void): () => void;
  /** RMS (0..1) of each remote voice received, before the plan's gain. */
  levels(): ReadonlyMap<string, number>;
  /** Peers a connection is held with (p2p) or subscribed to (livekit). */
  connections(): string[];
  /**
   * The stage's budget and queue (optional: p2p only; an SFU forwards a speaker to everyone,
   * so livekit has no per-speaker budget).
   */
  stage?(): StageStatus | null;
  /**
   * How screen shares travel through the engine's server (optional: livekit only; p2p shares
   * take their own links).
   */
  screens?(): ScreenTransport | null;
  /** Per-connection transport facts for test diagnostics (optional: p2p only). */
  inspect?(): Promise<LinkReport[]>;
  stop(): void;
}

/** What one p2p connection is doing, as far as WebRTC's own state and counters tell. */
export interface LinkReport {
  peer: string;
  initiator: boolean;
  connection: RTCPeerConnectionState;
  signaling: RTCSignalingState;
  /** A received stream is wired into the audio graph. */
  playing: boolean;
  bytesReceived: number;
  bytesSent: number;
  /** How the selected candidate pair travels (getStats), once one is selected. */
  route: LinkRoute | null;
  /** This side's transport to the TURN server on a relayed pair ('udp', 'tcp'), else null. */
  relayProtocol: string | null;
  /** ICE restarts made on this connection (a repaired link keeps its connection). */
  iceRestarts: number;
  /** Candidate types this side gathered, and how many candidates the peer sent. */
  gathered: string[];
  remoteCandidates: number;
  /** The microphone track this side sends: enabled (not muted) and live. */
  sending: string;
}
