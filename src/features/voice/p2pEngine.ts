import { VOICE } from '../../domain/constants';
import { afterVoiceError, afterVoiceSuccess, INITIAL_VOICE_RETRY } from '../../domain/voice';
import { sendVoiceSignal, watchVoiceSignals, type VoiceSignal } from '../../data/voiceSignals';
import { audioContext, levelsOf, RemoteVoice } from './audioGraph';
import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';
import { PeerLink, type LinkSignal } from './peerLink';
import { PeerManager } from './peerManager';

export interface P2pEngineOptions {
  eventId: string;
  uid: string;
  /** STUN/TURN servers; none are needed on one machine or a LAN (the offline default). */
  iceServers?: RTCIceServer[];
}

/** Signals older than this at start are left-overs of an earlier page load. */
const SIGNAL_GRACE_MS = 10_000;

/**
 * The serverless voice engine: one WebRTC connection per peer the PeerManager chooses
 * (never more than the cap), signalled through Firestore, each received voice played through
 * its own RemoteVoice (gain and HRTF panner from the plan).
 */
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

  const send = (to: string, kind: VoiceSignal['kind'], payload = '') => {
    void sendVoiceSignal(eventId, { from: uid, to, kind, payload, sessionId, t: Date.now() }).catch(
      () => undefined,
    );
  };

  const dropLink = (peerId: string) => {
    links.get(peerId)?.close();
    links.delete(peerId);
    voices.get(peerId)?.dispose();
    voices.delete(peerId);
  };

  const createLink = (peerId: string, initiator: boolean): PeerLink | null => {
    if (!track) return null;
    dropLink(peerId);
    const link = new PeerLink({
      initiator,
      track,
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
    return link;
  };

  const manager = new PeerManager(uid, {
    open: (peerId) => {
      const link = createLink(peerId, true);
      void link?.offer().catch(() => link.close());
    },
    close: dropLink,
    send: (peerId, kind) => send(peerId, kind),
  });

  const applyPlanTo = (peerId: string) => {
    const voice = voices.get(peerId);
    if (!voice) return;
    const planned = plan.get(peerId);
    voice.apply(planned?.gain ?? 0, planned?.spatial ?? false, planned?.offset ?? null);
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
    switch (kind) {
      case 'request':
        return manager.onRequest(from);
      case 'release':
        return manager.onRelease(from);
      case 'bye':
        return manager.onBye(from);
      case 'offer': {
        if (!manager.acceptOffer(from)) return;
        const answering = createLink(from, false);
        void answering
          ?.answer(JSON.parse(signal.payload) as RTCSessionDescriptionInit, signal.sessionId)
          .catch(() => answering.close());
        return;
      }
      case 'answer':
        void current
          ?.accept(JSON.parse(signal.payload) as RTCSessionDescriptionInit, signal.sessionId)
          .catch(() => undefined);
        return;
      case 'candidate':
        if (current && (!current.remoteSession || current.remoteSession === signal.sessionId)) {
          void current.addCandidate(JSON.parse(signal.payload) as RTCIceCandidateInit);
        }
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
