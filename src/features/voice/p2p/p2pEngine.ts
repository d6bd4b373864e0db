import type { PeerLinkState } from '../../../domain/voice/peerAudio';
import type { VoiceSignal } from '../../../data/voiceSignals';
import { audioContext, levelsOf, RemoteVoice } from '../audioGraph';
import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from '../engine';
import type { IceConfig, IceServerSource } from '../iceServers';
import { inspectLinks } from './linkInspection';
import { watchNetworkChanges } from './networkChanges';
import { PeerAudioTracker } from './peerAudioTracker';
import { PeerLink, type LinkSignal } from './peerLink';
import { PeerManager, type PeerManagerLimits } from './peerManager';
import { SignalChannel } from './signalChannel';
import { EarlyCandidates } from './signalPayload';
import { routeSignal } from './signalRouter';

export interface P2pEngineOptions {
  eventId: string;
  uid: string;
  /** STUN/TURN servers (audio-getIceServers); without any, voice reaches one machine or a LAN. */
  ice?: Pick<IceServerSource, 'get' | 'onRenewed'>;
  /** The mesh cap and the stage budget (VOICE's; the voice tests lower the budget). */
  limits?: () => PeerManagerLimits;
}

const NO_ICE: IceConfig = { iceServers: [], iceTransportPolicy: 'all' };

const hasTurn = (ice: IceConfig) =>
  ice.iceServers.some((server) => [server.urls].flat().some((url) => /^turns?:/.test(url)));

/**
 * The serverless voice engine: one WebRTC connection per peer the PeerManager chooses
 * (never more than the cap), signalled through Firestore, each received voice played through
 * its own RemoteVoice (gain and HRTF panner from the plan). The ICE servers are fetched before
 * the first link; links repair themselves (ICE restarts, peerLink.ts). The status says
 * 'connected' only while a planned voice's link is up (or nobody is in earshot), with each
 * planned voice's link state for the per-person audio states.
 */
export function createP2pEngine(options: P2pEngineOptions): VoiceEngine {
  const { eventId, uid } = options;
  const links = new Map<string, PeerLink>();
  const voices = new Map<string, RemoteVoice>();
  const listeners = new Set<(status: VoiceEngineStatus) => void>();
  const tracker = new PeerAudioTracker();
  /** What the last link to each planned peer gathered (kept after it closed: why it failed). */
  const gathered = new Map<string, ReadonlySet<string>>();
  const early = new EarlyCandidates();
  /** Planned peers that sent any signal: one that never did is not in voice, not unreachable. */
  const answered = new Set<string>();
  let ice = NO_ICE;
  let plan = new Map<string, PlannedVoice>();
  let track: MediaStreamTrack | null = null;
  let muted = false;
  let stopped = false;
  const cleanups: (() => void)[] = [];
  // Asked at once, so the round trip overlaps the microphone and the voice seat's.
  const iceReady = options.ice?.get();

  let lastReported = '';
  const report = () => {
    const peers = peerStates();
    const status: VoiceEngineStatus = channel.error ?? {
      connection: PeerAudioTracker.connection(channel.listening, peers),
      fatal: false,
      peers,
    };
    const key = JSON.stringify([status.connection, status.fatal, [...peers]]);
    if (key === lastReported) return;
    lastReported = key;
    listeners.forEach((listener) => listener(status));
  };

  const peerStates = (): ReadonlyMap<string, PeerLinkState> =>
    tracker.states(
      [...plan.keys()],
      (id) => ({
        connected: links.get(id)?.connected ?? false,
        queued: manager.queue().has(id),
        gathered: gathered.get(id) ?? new Set(),
        answered: answered.has(id),
      }),
      hasTurn(ice),
    );

  const channel = new SignalChannel({
    eventId,
    uid,
    onSignal: (signal) => {
      answered.add(signal.from);
      routeSignal({ links, manager, latestLink, early, createLink, dropLink }, signal);
    },
    onChange: () => report(),
  });
  const send = (to: string, kind: VoiceSignal['kind'], payload = '') =>
    channel.send(to, kind, payload);

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
      ice,
      send: (kind: LinkSignal, payload: string) => send(peerId, kind, payload),
      onStream: (stream) => {
        voices.get(peerId)?.dispose();
        const voice = new RemoteVoice(audioContext(), stream);
        voices.set(peerId, voice);
        applyPlanTo(peerId);
      },
      onConnected: () => {
        manager.onConnected(peerId);
        tracker.connected(peerId, null);
        void link.traffic().then(({ route }) => {
          if (links.get(peerId) === link && link.connected) tracker.connected(peerId, route);
          report();
        });
        report();
      },
      onInterrupted: () => {
        manager.onInterrupted(peerId);
        tracker.unconnected(peerId);
        report();
      },
      onFailed: () => {
        if (links.get(peerId) !== link) return;
        dropLink(peerId);
        manager.onFailed(peerId);
        report();
      },
    });
    links.set(peerId, link);
    latestLink.set(peerId, id);
    gathered.set(peerId, link.gatheredTypes);
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

  return {
    async start(microphone) {
      track = microphone;
      track.enabled = !muted;
      if (options.ice && iceReady) {
        ice = await iceReady;
        cleanups.push(
          options.ice.onRenewed((renewed) => {
            ice = renewed;
            links.forEach((link) => link.setIce(renewed));
          }),
        );
      }
      if (stopped) return;
      cleanups.push(watchNetworkChanges(() => links.forEach((link) => link.networkChanged())));
      channel.listen();
    },
    setPlan(next, present) {
      if (stopped) return;
      plan = new Map(next.map((voice) => [voice.id, voice]));
      if (!track) return;
      manager.setPlan(next, present);
      tracker.setPlanned([...plan.keys()], (id) => links.get(id)?.connected ?? false);
      for (const peerId of [...gathered.keys()]) if (!plan.has(peerId)) gathered.delete(peerId);
      for (const peerId of [...answered]) if (!plan.has(peerId)) answered.delete(peerId);
      for (const peerId of voices.keys()) applyPlanTo(peerId);
      report();
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
    retry(peerId) {
      const targets = peerId ? [peerId] : [...plan.keys()];
      for (const id of targets) {
        tracker.unconnected(id);
        const link = links.get(id);
        if (link) link.retryNow();
        else manager.retry(id);
      }
      report();
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    levels: () => levelsOf(voices),
    connections: () => manager.connections(),
    stage: () => ({ queue: manager.queue(), reach: manager.stageReach() }),
    inspect: () => inspectLinks(links, voices),
    stop() {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      manager.stop();
      for (const peerId of [...links.keys()]) dropLink(peerId);
      channel.stop();
    },
  };
}
