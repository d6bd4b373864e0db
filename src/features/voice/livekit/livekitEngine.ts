import type { LocalTrack, RemoteTrack, Room } from 'livekit-client';
import type { GetAudioTokenResult } from '../../../domain/protocol/callables';
import { VOICE } from '../../../domain/constants';
import { afterVoiceError, afterVoiceSuccess, INITIAL_VOICE_RETRY } from '../../../domain/voice';
import { levelsOf } from '../audioGraph';
import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from '../engine';
import {
  audioConnectionState,
  connectFailureMessage,
  everyonePlan,
  isCancelledConnect,
  isOverCapacity,
  LIVEKIT_NOT_CONFIGURED_REASON,
} from './livekitDecisions';
import { LiveKitScreens } from './livekitScreens';
import { LiveKitSubscriptions } from './livekitSubscriptions';

/** A token request's answer (the shape of src/data/callables' CallOutcome). */
export type AudioTokenOutcome =
  { ok: true; data: GetAudioTokenResult } | { ok: false; reason: string | null; message: string };

export interface LiveKitEngineOptions {
  /** A token for the event's room (channelId null) or for a channel zone's room. */
  fetchToken: (channelId: string | null) => Promise<AudioTokenOutcome>;
  /**
   * The functions have no LiveKit configured: the engine stops and calls this instead of
   * reporting an error (createEngine falls back to p2p). Without it, the engine reports a
   * fatal 'unavailable'.
   */
  onNotConfigured?: () => void;
  /**
   * Over capacity (the room is full): after VOICE.overCapacitySwitchMs in the queue the engine
   * stops and calls this (the general channel: createEngine falls back to p2p). Without it, it
   * keeps waiting for a place, retrying every VOICE.reconnectDelayMs.
   */
  onOverCapacity?: () => void;
  /** False: listen only, never publish the microphone (the global-audio page). */
  publish?: boolean;
  /** Hear every participant at full level instead of the plan (the global-audio page). */
  hearEveryone?: boolean;
}

type LiveKit = typeof import('livekit-client');
let loading: Promise<LiveKit> | null = null;
/** livekit-client is only loaded when this engine runs: p2p events never download it. */
const loadLiveKit = () => (loading ??= import('livekit-client'));

/**
 * The SFU voice engine: one LiveKit room per conference (the event's, or a channel zone's),
 * autoSubscribe off, subscribed to exactly the planned voices, each played through the same
 * RemoteVoice graph (gain and HRTF panner) as p2p. Decisions live in livekitDecisions.ts.
 */
export function createLiveKitEngine(options: LiveKitEngineOptions): VoiceEngine {
  const { fetchToken, onNotConfigured, onOverCapacity } = options;
  const { publish = true, hearEveryone = false } = options;
  const listeners = new Set<(status: VoiceEngineStatus) => void>();
  let plan = new Map<string, PlannedVoice>();
  const received = new LiveKitSubscriptions((id) =>
    hearEveryone ? everyonePlan([id])[0] : plan.get(id),
  );
  /** Screen shares through the same room (livekitScreens.ts). */
  const screens = new LiveKitScreens();
  let room: Room | null = null;
  let localTrack: LocalTrack | null = null;
  let track: MediaStreamTrack | null = null;
  let channel: string | null = null;
  let muted = false;
  let started = false;
  let stopped = false;
  /** Bumped by every (re)connect and stop, so a late answer of an older attempt is ignored. */
  let attempt = 0;
  let retry = INITIAL_VOICE_RETRY;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Running while the room is full: at its end the general channel takes over. */
  let switchTimer: ReturnType<typeof setTimeout> | null = null;

  const report = (status: VoiceEngineStatus) => listeners.forEach((listener) => listener(status));

  const applySubscriptions = () => {
    if (!room) return;
    const everyone = [...room.remoteParticipants.values()].map((p) => p.identity);
    received.update(room, hearEveryone ? everyone : plan.keys());
    screens.update();
  };

  const leaveRoom = () => {
    const leaving = room;
    room = null;
    localTrack = null;
    received.clear();
    screens.detach();
    // false: the microphone track belongs to the voice session, which may reuse it.
    void leaving?.disconnect(false).catch(() => undefined);
  };

  const fail = (message: string | null) => {
    leaveRoom();
    const next = afterVoiceError(retry, message);
    retry = next.state;
    if (message) console.warn(`Voice (livekit): ${message}`);
    if (next.decision.kind === 'giveUp') return report({ connection: 'failed', fatal: true });
    report({ connection: 'failed', fatal: false });
    // 'error' is retried too: the engine interface has no reconnect button to wait for, and
    // every error counts towards the 5 after which the badge offers only 'Reload page'.
    retryTimer = setTimeout(() => void connect(), VOICE.reconnectDelayMs);
  };

  /** The room is full: wait in line (the 'queued' state), then take the general channel. */
  const waitForPlace = () => {
    leaveRoom();
    report({ connection: 'disconnected', fatal: false, queue: { position: null } });
    if (onOverCapacity && !switchTimer) {
      switchTimer = setTimeout(() => {
        switchTimer = null;
        if (stopped) return;
        stopped = true;
        attempt += 1;
        if (retryTimer) clearTimeout(retryTimer);
        onOverCapacity();
      }, VOICE.overCapacitySwitchMs);
    }
    retryTimer = setTimeout(() => void connect(), VOICE.reconnectDelayMs);
  };

  const publishMicrophone = async (target: Room, lk: LiveKit) => {
    if (!publish || !track) return;
    try {
      const publication = await target.localParticipant.publishTrack(track, {
        source: lk.Track.Source.Microphone,
      });
      if (target !== room) return;
      localTrack = publication.track ?? null;
      if (muted) await localTrack?.mute();
    } catch (error) {
      // A temporarily muted user's token has no publish grant: they still hear the room.
      console.warn('Voice (livekit): the microphone is not published; listening only.', error);
    }
  };

  const listen = (target: Room, lk: LiveKit) => {
    const current = () => target === room;
    target
      .on(lk.RoomEvent.ConnectionStateChanged, (state) => {
        if (current() && state !== 'disconnected') {
          report({ connection: audioConnectionState(state), fatal: false });
        }
      })
      .on(lk.RoomEvent.Disconnected, () => {
        // Not asked for (leaveRoom clears `room` first): LiveKit's own reconnects gave up.
        if (current()) fail(null);
      })
      .on(lk.RoomEvent.ParticipantConnected, () => current() && applySubscriptions())
      .on(lk.RoomEvent.TrackPublished, () => current() && applySubscriptions())
      .on(lk.RoomEvent.TrackUnpublished, () => current() && applySubscriptions())
      .on(lk.RoomEvent.ParticipantDisconnected, (participant) => {
        if (current()) received.forget(participant.identity);
        if (current()) screens.update();
      })
      .on(lk.RoomEvent.TrackSubscribed, (remote: RemoteTrack, publication, participant) => {
        if (!current()) return;
        if (publication.source !== lk.Track.Source.Microphone) return screens.update();
        if (remote.kind !== lk.Track.Kind.Audio) return;
        received.received(participant.identity, remote.mediaStreamTrack);
      })
      .on(lk.RoomEvent.TrackUnsubscribed, (_track, publication, participant) => {
        if (!current()) return;
        if (publication.source !== lk.Track.Source.Microphone) return screens.update();
        received.drop(participant.identity);
      });
  };

  const connect = async () => {
    const mine = ++attempt;
    const stale = () => mine !== attempt || stopped;
    leaveRoom();
    report({ connection: 'connecting', fatal: false });
    const outcome = await fetchToken(channel).catch((error: unknown): AudioTokenOutcome => ({
      ok: false,
      reason: null,
      message: String(error),
    }));
    if (stale()) return;
    if (!outcome.ok) {
      if (outcome.reason !== LIVEKIT_NOT_CONFIGURED_REASON) return fail(outcome.message);
      stopped = true;
      if (onNotConfigured) return onNotConfigured();
      return report({ connection: 'unavailable', fatal: true });
    }
    const lk = await loadLiveKit();
    if (stale()) return;
    const target = new lk.Room({ adaptiveStream: false, dynacast: true });
    room = target;
    listen(target, lk);
    try {
      await target.connect(outcome.data.url, outcome.data.token, { autoSubscribe: false });
    } catch (error) {
      if (stale() || target !== room || isCancelledConnect(error)) return;
      if (isOverCapacity(error)) return waitForPlace();
      return fail(connectFailureMessage(error));
    }
    if (stale() || target !== room) return;
    if (switchTimer) clearTimeout(switchTimer);
    switchTimer = null;
    retry = afterVoiceSuccess();
    report({ connection: 'connected', fatal: false });
    await publishMicrophone(target, lk);
    screens.attach(target, lk);
    applySubscriptions();
  };

  return {
    async start(microphone) {
      track = microphone;
      started = true;
      await connect();
    },
    setPlan(next) {
      plan = new Map(next.map((voice) => [voice.id, voice]));
      applySubscriptions();
      received.applyPlan();
    },
    setChannel(next) {
      if (next === channel) return;
      // A zone is its own LiveKit room (the SFU, not the client, keeps the zone private).
      channel = next;
      retry = INITIAL_VOICE_RETRY;
      if (retryTimer) clearTimeout(retryTimer);
      if (started && !stopped) void connect();
    },
    refreshGrant() {
      retry = INITIAL_VOICE_RETRY;
      if (retryTimer) clearTimeout(retryTimer);
      if (started && !stopped) void connect();
    },
    setMuted(value) {
      muted = value;
      void (value ? localTrack?.mute() : localTrack?.unmute())?.catch(() => undefined);
    },
    async setMicrophone(next) {
      const previous = track;
      track = next;
      if (localTrack) await localTrack.replaceTrack(next, true);
      if (muted) await localTrack?.mute();
      if (previous && previous !== next) previous.stop();
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    screens: () => screens,
    levels: () => levelsOf(received.voices),
    connections: () => [...received.voices.keys()],
    stop() {
      stopped = true;
      attempt += 1;
      if (retryTimer) clearTimeout(retryTimer);
      if (switchTimer) clearTimeout(switchTimer);
      leaveRoom();
    },
  };
}
