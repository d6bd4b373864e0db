import { VOICE } from '../../domain/constants';
import { afterVoiceError, afterVoiceSuccess, INITIAL_VOICE_RETRY } from '../../domain/voice';
import { sendVoiceSignal, watchVoiceSignals, type VoiceSignal } from '../../data/voiceSignals';
import { audioContext, levelsOf, RemoteVoice } from './audioGraph';
import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';
import { PeerLink, type LinkSignal } from './peerLink';
import { PeerManager, type PeerManagerLimits } from './peerManager';

export interface P2pEngineOptions {
  eventId: string;
  uid: string;
  /** STUN/TURN servers; none are needed on one machine or a LAN (the offline default). */
  iceServers?: RTCIceServer[];
  /** The mesh cap and the stage budget (VOICE's; the voice tests lower the budget). */
  limits?: () => PeerManagerLimits;
}

/** Signals older than this at start are left-overs of an earlier page load. */
const SIGNAL_GRACE_MS = 10_000;

/**
 * The serverless voice engine: one WebRTC connection per peer the PeerManager chooses
 * (never more than the cap), signalled through Firestore, each received voice played through
 * its own RemoteVoice (gain and HRTF panner from the plan).
 */
/** Candidates kept per peer while its offer is on its way (a few per network interface). */
const MAX_EARLY_CANDIDATES = 32;

/** A link signal's payload: a description or candidate tagged with its link id, or null. */
function parsePayload(payload: string): ({ link: string } & Record<string, unknown>) | null {
  try {
    const body: unknown = JSON.parse(payload);
    if (body && typeof body === 'object' && typeof (body as { link?: unknown }).link === 'string') {
      return body as { link: string } & Record<string, unknown>;
    }
  } catch {
    // Not a link signal (request, release, bye carry no payload).
  }
  return null;
}

export function createP2pEngine(options: P2pEngineOptions): VoiceEngine {
  const { eventId, uid } = options;
  const iceServers = options.iceServers ?? [];
  const sessionId = Math.random().toString(36).slice(2, 12);
  const links = new Map<string, PeerLink>();
  const voices = new Map<string, RemoteVoice>();
  const listeners = new Set<(status: VoiceEngineStatus) => void>();
  let plan = new Map<string, PlannedVoice>();
  let track: MediaStreamTrack | null = null;
  let muted = false;
  let stopSignals: (() => void) | null = null;
  let retry = INITIAL_VOICE_RETRY;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const report = (status: VoiceEngineStatus) => listeners.forEach((listener) => listener(status));

  let seq = 0;
  const send = (to: string, kind: VoiceSignal['kind'], payload = '') => {
    seq += 1;
    const signal = { from: uid, to, kind, payload, sessionId, t: Date.now(), seq };
    void sendVoiceSignal(eventId, signal).catch(() => undefined);
  };

  /**
   * The newest link id known per peer (ours, or the one of an offer we refused): a 'bye'
   * names it, so a bye meant for an earlier connection never closes a newer one.
   */
  const latestLink = new Map<string, string>();
  const sendBye = (peerId: string) => {
    const link = latestLink.get(peerId);
    send(peerId, 'bye', link ? JSON.stringify({ link }) : '');
  };

  const dropLink = (peerId: string) => {
    links.get(peerId)?.close();
    links.delete(peerId);
    voices.get(peerId)?.dispose();
    voices.delete(peerId);
  };

  const createLink = (peerId: string, initiator: boolean, id: string): PeerLink | null => {
    if (!track) return null;
    dropLink(peerId);
    const link = new PeerLink({
      initiator,
      id,
      track,
      sending: manager.sendsTo(peerId),
      iceServers,
      send: (kind: LinkSignal, payload: string) => send(peerId, kind, payload),
      onStream: (stream) => {
        voices.get(peerId)?.dispose();
        const voice = new RemoteVoice(audioContext(), stream);
        voices.set(peerId, voice);
        applyPlanTo(peerId);
      },
      onConnected: () => manager.onConnected(peerId),
      onFailed: () => {
        if (links.get(peerId) !== link) return;
        dropLink(peerId);
        manager.onFailed(peerId);
      },
    });
    links.set(peerId, link);
    latestLink.set(peerId, id);
    return link;
  };

  const manager = new PeerManager(
    uid,
    {
      open: (peerId) => {
        const link = createLink(peerId, true, crypto.randomUUID());
        void link?.offer().catch(() => link.close());
      },
      close: dropLink,
      send: (peerId, kind, detail) =>
        kind === 'bye' ? sendBye(peerId) : send(peerId, kind, detail ?? ''),
      setSending: (peerId, sending) => links.get(peerId)?.setSending(sending),
    },
    undefined,
    options.limits,
  );

  const applyPlanTo = (peerId: string) => {
    const voice = voices.get(peerId);
    if (!voice) return;
    const planned = plan.get(peerId);
    voice.apply(planned?.gain ?? 0, planned?.spatial ?? false, planned?.offset ?? null);
  };

  const early = new Map<string, { link: string; candidates: RTCIceCandidateInit[] }>();
  const keepEarlyCandidate = (peerId: string, link: string, candidate: RTCIceCandidateInit) => {
    const kept = early.get(peerId);
    if (kept?.link === link) {
      if (kept.candidates.length < MAX_EARLY_CANDIDATES) kept.candidates.push(candidate);
    } else {
      early.set(peerId, { link, candidates: [candidate] });
    }
  };
  const takeEarlyCandidates = (peerId: string, link: string): RTCIceCandidateInit[] => {
    const kept = early.get(peerId);
    early.delete(peerId);
    return kept?.link === link ? kept.candidates : [];
  };

  const onSignal = (signal: VoiceSignal) => {
    const { from, kind } = signal;
    const link = links.get(from);
    // A new session of a peer we hold a link with (the peer reloaded): the old link is dead.
    if (link?.remoteSession && link.remoteSession !== signal.sessionId && kind !== 'candidate') {
      dropLink(from);
      manager.onFailed(from);
    }
    const current = links.get(from);
    const body = parsePayload(signal.payload);
    // Answers and candidates of an earlier attempt (a retried offer) are not for this link.
    const forCurrent = current !== undefined && body?.link === current.id;
    switch (kind) {
      case 'request':
        return manager.onRequest(from, signal.payload === 'stage' ? 'stage' : 'talk');
      case 'release':
        return manager.onRelease(from);
      case 'queued':
        return manager.onQueued(from, Number(signal.payload) || 0);
      case 'admit':
        return manager.onAdmit(from);
      case 'bye':
        // A bye names the link it ends; an older link's bye leaves the current one alone.
        if (body && current && body.link !== current.id) return;
        return manager.onBye(from);
      case 'offer': {
        if (!body) return;
        latestLink.set(from, body.link);
        if (!manager.acceptOffer(from)) return;
        const answering = createLink(from, false, body.link);
        if (!answering) return;
        void answering
          .answer(body as unknown as RTCSessionDescriptionInit, signal.sessionId)
          .then(() => {
            for (const early of takeEarlyCandidates(from, body.link)) {
              void answering.addCandidate(early);
            }
          })
          .catch(() => answering.close());
        return;
      }
      case 'answer':
        if (!forCurrent) return;
        void current
          .accept(body as unknown as RTCSessionDescriptionInit, signal.sessionId)
          .catch(() => {});
        return;
      case 'candidate':
        if (!body) return;
        if (forCurrent) void current.addCandidate(body as unknown as RTCIceCandidateInit);
        // Signals may overtake each other: a candidate before its offer waits for the offer.
        else keepEarlyCandidate(from, body.link, body as unknown as RTCIceCandidateInit);
        return;
    }
  };

  const listen = () => {
    stopSignals?.();
    report({ connection: 'connecting', fatal: false });
    stopSignals = watchVoiceSignals(
      eventId,
      uid,
      Date.now() - SIGNAL_GRACE_MS,
      onSignal,
      (error) => {
        stopSignals = null;
        const next = afterVoiceError(retry, error.message || null);
        retry = next.state;
        if (next.decision.kind === 'giveUp') {
          report({ connection: 'unavailable', fatal: true });
          return;
        }
        report({ connection: 'failed', fatal: false });
        retryTimer = setTimeout(() => !stopped && listen(), VOICE.reconnectDelayMs);
      },
    );
    retry = afterVoiceSuccess();
    report({ connection: 'connected', fatal: false });
  };

  return {
    async start(microphone) {
      track = microphone;
      track.enabled = !muted;
      listen();
    },
    setPlan(next, present) {
      plan = new Map(next.map((voice) => [voice.id, voice]));
      if (!track) return;
      manager.setPlan(next, present);
      for (const peerId of voices.keys()) applyPlanTo(peerId);
    },
    setMuted(value) {
      muted = value;
      // A disabled track sends silence: the connection and the peers' graphs stay as they are.
      if (track) track.enabled = !value;
    },
    async setMicrophone(next) {
      next.enabled = !muted;
      const previous = track;
      track = next;
      await Promise.all([...links.values()].map((link) => link.replaceTrack(next)));
      if (previous && previous !== next) previous.stop();
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    levels: () => levelsOf(voices),
    connections: () => manager.connections(),
    stage: () => ({ queue: manager.queue(), reach: manager.stageReach() }),
    inspect: () =>
      Promise.all(
        [...links].map(async ([peer, link]) => {
          const traffic = await link.traffic();
          const sender = link.pc.getSenders()[0]?.track;
          return {
            peer,
            initiator: link.initiator,
            connection: link.pc.connectionState,
            signaling: link.pc.signalingState,
            playing: voices.has(peer),
            bytesReceived: traffic.received,
            bytesSent: traffic.sent,
            sending: sender ? `${sender.readyState}${sender.enabled ? '' : ' disabled'}` : 'none',
          };
        }),
      ),
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      manager.stop();
      for (const peerId of [...links.keys()]) dropLink(peerId);
      stopSignals?.();
      stopSignals = null;
    },
  };
}
