import { listenOnlyWorld, type ListenerFacts } from '../../../domain/globalAudioListening';
import { resumeAudioOnGesture } from '../audioGraph';
import { createListenOnlyP2pEngine } from '../createEngine';
import { exposeVoiceForTests } from '../devVoiceHandle';
import type { VoiceEngineStatus } from '../engine';
import { silentTrack } from '../localMicrophone';
import { startVoiceLoop } from '../voiceLoop';

export interface P2pListenerOptions {
  eventId: string;
  /** The page's own signed-in user, a member of the event (the signalling rules ask it). */
  uid: string;
  /** eventStage.participants now: read at every plan (300 ms). */
  stageParticipants: () => readonly string[];
  /** How the listening goes (the status line), at every plan and engine status. */
  onFacts: (facts: ListenerFacts, refused: string | null) => void;
}

/**
 * The global-audio page on the p2p engine: a listen-only participant. It takes a voice seat
 * like an attendee, starts the engine with a silent track (no microphone: an invisible page
 * must not prompt) and plans the event's stage speakers as stage voices, so each link is a
 * one-way 'stage' request the speaker serves within its stage budget and queue; nobody asks
 * this page for its voice, so it sends nothing. Returns the stop (release and bye to every
 * speaker, the seat left).
 */
export function joinP2pAsListener(options: P2pListenerOptions): () => void {
  const { eventId, uid, stageParticipants, onFacts } = options;
  const engine = createListenOnlyP2pEngine(eventId, uid);
  let status: VoiceEngineStatus | null = null;
  let refused: string | null = null;
  let speakers: readonly string[] = [];

  const report = () => {
    const queue = engine.stage?.()?.queue ?? new Map();
    // A speaker is heard while the engine reports its link up.
    const hearing = speakers.filter((id) => status?.peers?.get(id)?.phase === 'connected').length;
    const places = speakers.flatMap((id) => {
      const queued = queue.get(id);
      return queued ? [queued.position] : [];
    });
    onFacts(
      {
        connection: status?.connection ?? null,
        fatal: status?.fatal ?? false,
        speakers: speakers.length,
        hearing,
        queuePosition: places.length > 0 ? Math.min(...places) : null,
      },
      refused,
    );
  };

  const offStatus = engine.onStatus((next) => {
    status = next;
    report();
  });
  const hideHandle = exposeVoiceForTests(engine, () => 0);
  // Plays once the embedding page lets the frame play sound (autoplay, or a click in it).
  const stopResuming = resumeAudioOnGesture();
  let stopLoop = () => undefined as void;
  let stopped = false;
  engine.start(silentTrack()).then(
    () => {
      if (stopped) return;
      stopLoop = startVoiceLoop({
        engine,
        getWorld: () => listenOnlyWorld(uid, stageParticipants()),
        localRms: () => 0,
        isMuted: () => true,
        onSpeaking: () => undefined,
        onPlanned: (world) => {
          speakers = world.others.map((person) => person.id);
          report();
        },
      });
    },
    (error: unknown) => {
      // Refused a voice seat (the audio quota), or the server never answered.
      refused = error instanceof Error ? error.message : String(error);
      status = { connection: 'unavailable', fatal: true };
      report();
    },
  );

  return () => {
    stopped = true;
    stopLoop();
    hideHandle();
    stopResuming();
    offStatus();
    engine.stop();
  };
}
