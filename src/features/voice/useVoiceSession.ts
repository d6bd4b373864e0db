import { useCallback, useEffect, useRef, useState } from 'react';
import {
  setAudioMicEnabled,
  setAudioMuted,
  watchOwnAudioFlags,
  type OwnAudioFlags,
} from '../../data/voiceAudio';
import { clearActiveVoiceEngine, setActiveVoiceEngine } from './activeVoice';
import { resumeAudioOnGesture } from './audioGraph';
import { createVoiceEngine } from './createEngine';
import { exposeVoiceForTests } from './devVoiceHandle';
import type { StageStatus, VoiceEngine, VoiceEngineStatus } from './engine';
import { LocalMicrophone, silentTrack } from './localMicrophone';
import { MicrophoneError, openMicrophone, rememberedMicrophone } from './microphone';
import { onMicrophoneChosen } from './microphoneChoice';
import { startVoiceLoop, type VoiceWorld } from './voiceLoop';

export interface VoiceSessionOptions {
  eventId: string;
  uid: string;
  /** False while another tab holds the session: no voice from this one. */
  active: boolean;
  /** Mute was pressed before the voice started (SessionVoice's stand-in panel). */
  startMuted?: boolean;
  /** The organisers muted attendees and this user is not a speaker (silencedByEvent). */
  silenced: boolean;
  /** The room's facts now, or null while nothing describes the room. */
  getWorld: () => VoiceWorld | null;
  onSpeaking: (ids: ReadonlySet<string>) => void;
  /**
   * After each plan, with who is heard and the engine's stage budget and queue (p2p; null for
   * livekit).
   */
  onPlanned?: (world: VoiceWorld, heard: ReadonlySet<string>, stage: StageStatus | null) => void;
}

export interface VoiceSession {
  status: VoiceEngineStatus | null;
  micError: MicrophoneError | null;
  /** Muted by the user, temporarily by an event admin, or with all attendees. */
  muted: boolean;
  mutedTemporarily: boolean;
  /** Muted with all attendees by the organisers ('Mute attendees'). */
  silenced: boolean;
  /** Saving the mute state failed (the local mute still applies). */
  muteSaveFailed: boolean;
  toggleMute: () => void;
  /** Tries the microphone again (the remembered one, or `deviceId`). */
  retryMicrophone: (deviceId?: string) => void;
  /** Starts the voice again after the server refused a seat (someone may have left). */
  retryVoice: () => void;
  /**
   * The badge's 'Reconnect': tries every planned voice's link again at once (p2p) and opens
   * the microphone again.
   */
  reconnect: () => void;
  /** Tries again at once to reach one person's audio. */
  retryPerson: (id: string) => void;
  localRms: () => number;
}

interface Running {
  engine: VoiceEngine;
  mic: LocalMicrophone;
  stream: MediaStream | null;
}

/**
 * The voice of one joined attendee: microphone, engine, the plan/speaking clock, mute. Without a
 * working microphone the engine still starts (with a silent track) so the user hears others
 * while the error offers a way forward.
 */
export function useVoiceSession(options: VoiceSessionOptions): VoiceSession {
  const { eventId, uid, active, silenced, startMuted = false } = options;
  const [status, setStatus] = useState<VoiceEngineStatus | null>(null);
  const [micError, setMicError] = useState<MicrophoneError | null>(null);
  const [flags, setFlags] = useState<OwnAudioFlags>({ muted: false, mutedTemporarily: false });
  const [selfMuted, setSelfMuted] = useState(startMuted);
  const [muteSaveFailed, setMuteSaveFailed] = useState(false);
  // Muted before the voice started: others see it as the press would have written it.
  const startedMuted = useRef(startMuted);
  useEffect(() => {
    if (!startedMuted.current) return;
    setAudioMuted(eventId, uid, true).catch(() => setMuteSaveFailed(true));
  }, [eventId, uid]);
  // A real microphone is open (not the silent stand-in after a refusal or failure).
  const [micOpen, setMicOpen] = useState(false);
  // Bumped by retryVoice: a new engine asks the server for a seat again.
  const [voiceTries, setVoiceTries] = useState(0);
  const running = useRef<Running | null>(null);
  const latest = useRef(options);
  // Muted by someone else: the user cannot unmute, and the SFU grants no publishing.
  const mutedByOthers = flags.mutedTemporarily || silenced;
  const muted = selfMuted || mutedByOthers;
  const mutedRef = useRef(muted);

  useEffect(() => {
    latest.current = options;
    mutedRef.current = muted;
  });

  const acquire = useCallback(async (current: Running, deviceId: string) => {
    try {
      const stream = await openMicrophone(deviceId);
      current.stream?.getTracks().forEach((track) => track.stop());
      current.stream = stream;
      current.mic.attach(stream);
      setMicError(null);
      setMicOpen(true);
      return stream.getAudioTracks()[0] ?? silentTrack();
    } catch (error) {
      setMicError(
        error instanceof MicrophoneError ? error : new MicrophoneError('other', String(error)),
      );
      setMicOpen(false);
      return silentTrack();
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    let disposed = false;
    const current: Running = {
      engine: createVoiceEngine(eventId, uid),
      mic: new LocalMicrophone(),
      stream: null,
    };
    running.current = current;
    const { engine, mic } = current;
    const offStatus = engine.onStatus(setStatus);
    const hideHandle = exposeVoiceForTests(engine, () => mic.rms());
    const stopResuming = resumeAudioOnGesture();
    let stopLoop = () => undefined as void;
    void (async () => {
      const track = await acquire(current, rememberedMicrophone());
      if (disposed) return track.stop();
      engine.setMuted(mutedRef.current);
      try {
        await engine.start(track);
      } catch (error) {
        // Refused a voice seat (the audio quota): the badge says why; walking and chat go on.
        if (!disposed)
          setStatus({ connection: 'unavailable', fatal: true, refused: (error as Error).message });
        return;
      }
      // Unmounted while the engine started (StrictMode's first mount, a quick leave): a loop
      // started now would never be stopped, and would plan and signal for a stopped engine.
      if (disposed) return;
      // Only a server engine carries screen shares (LiveKit); compared where it is read, so a
      // p2p build folds this away, as createEngine does.
      if (import.meta.env.VITE_VOICE_ENGINE === 'livekit') setActiveVoiceEngine(engine);
      stopLoop = startVoiceLoop({
        engine,
        getWorld: () => latest.current.getWorld(),
        localRms: () => mic.rms(),
        isMuted: () => mutedRef.current,
        onSpeaking: (ids) => latest.current.onSpeaking(ids),
        onPlanned: (world, heard) =>
          latest.current.onPlanned?.(world, heard, engine.stage?.() ?? null),
      });
    })();
    return () => {
      disposed = true;
      stopLoop();
      hideHandle();
      stopResuming();
      offStatus();
      if (import.meta.env.VITE_VOICE_ENGINE === 'livekit') clearActiveVoiceEngine(engine);
      engine.stop();
      current.stream?.getTracks().forEach((track) => track.stop());
      mic.dispose();
      running.current = null;
    };
  }, [eventId, uid, active, acquire, voiceTries]);

  const retryVoice = useCallback(() => {
    setStatus(null);
    setVoiceTries((n) => n + 1);
  }, []);

  const retryMicrophone = useCallback(
    (deviceId?: string) => {
      const current = running.current;
      if (!current) return;
      void acquire(current, deviceId ?? rememberedMicrophone()).then((track) =>
        current.engine.setMicrophone(track),
      );
    },
    [acquire],
  );

  // 'Reconnect': every link tried again at once (p2p; an engine that reconnects as a whole
  // does so by itself), and the microphone opened again, in case it is what failed.
  const reconnect = useCallback(() => {
    running.current?.engine.retry?.();
    retryMicrophone();
  }, [retryMicrophone]);
  const retryPerson = useCallback((id: string) => running.current?.engine.retry?.(id), []);

  useEffect(() => onMicrophoneChosen((deviceId) => retryMicrophone(deviceId)), [retryMicrophone]);
  useEffect(() => watchOwnAudioFlags(eventId, uid, setFlags), [eventId, uid]);
  useEffect(() => running.current?.engine.setMuted(muted), [muted, status]);
  // An admin set or cleared the temporary mute, or the organisers muted or unmuted attendees: a
  // token-based engine needs a token with the new publish grant (the first value is the one the
  // engine started with).
  const grantSeen = useRef<boolean | null>(null);
  useEffect(() => {
    const previous = grantSeen.current;
    grantSeen.current = mutedByOthers;
    if (previous !== null && previous !== mutedByOthers) {
      running.current?.engine.refreshGrant?.();
    }
  }, [mutedByOthers]);

  // audio.micEnabled says whether the microphone is on (open and not muted). The join writes
  // false; from then on it is written only when it changes, never on a timer. Only the tab
  // holding the session writes it, so one taken over does not undo the new tab's value.
  const micOn = micOpen && !muted;
  const micWritten = useRef<boolean | null>(false);
  useEffect(() => {
    if (!active || micWritten.current === micOn) return;
    micWritten.current = micOn;
    setAudioMicEnabled(eventId, uid, micOn).catch(() => {
      // Unknown: the next change writes again.
      micWritten.current = null;
    });
  }, [active, micOn, eventId, uid]);

  const localRms = useCallback(() => running.current?.mic.rms() ?? 0, []);

  const toggleMute = useCallback(() => {
    if (mutedByOthers) return;
    const next = !selfMuted;
    setSelfMuted(next);
    setMuteSaveFailed(false);
    setAudioMuted(eventId, uid, next).catch(() => setMuteSaveFailed(true));
  }, [eventId, uid, selfMuted, mutedByOthers]);

  return {
    status,
    micError,
    muted,
    mutedTemporarily: flags.mutedTemporarily,
    silenced,
    muteSaveFailed,
    toggleMute,
    retryMicrophone,
    retryVoice,
    reconnect,
    retryPerson,
    localRms,
  };
}
