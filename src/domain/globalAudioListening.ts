import { PRESENCE } from './constants';
import {
  AUDIO_BADGE,
  displayedAudioState,
  queuedText,
  roomAudio,
  type AudioConnectionState,
  type DisplayedAudioState,
  type RoomAudio,
  type VoicePerson,
} from './voice';

/**
 * The global-audio page as a listen-only participant of the peer-to-peer engine: it is in no
 * room, hears the event's stage speakers (eventStage.participants) at full level and sends
 * nothing. These are its pure rules; src/features/globalAudio runs them.
 */

/**
 * The hearing policy's view of the page: the listener stands nowhere (no zone, not on stage,
 * muted: it has no microphone) and every other stage participant stands on the stage, so
 * planHearing gives each a 'stage' voice (full gain, not placed in space, at most
 * VOICE.maxStageVoices). Stage participants are the event's, wherever they stand: a speaker
 * broadcasts to the whole event, not to a room.
 */
export function listenOnlyWorld(
  selfId: string,
  stageParticipants: readonly string[],
): { listener: VoicePerson; others: VoicePerson[]; room: RoomAudio } {
  const at = (id: string, onStage: boolean): VoicePerson => ({
    id,
    x: 0,
    y: 0,
    channelId: null,
    onStage,
    muted: !onStage,
  });
  return {
    listener: at(selfId, false),
    others: [...new Set(stageParticipants)].filter((id) => id !== selfId).map((id) => at(id, true)),
    room: roomAudio(),
  };
}

/** One events/{e}/globalAudioListeners/{uid} document: when the page last said it listens. */
export interface GlobalAudioListenerEntry {
  uid: string;
  /** Server time of the last announcement (ms); null while a local write is pending. */
  atMs: number | null;
}

/**
 * The listeners a stage speaker serves besides the people in its room: those whose last
 * announcement is fresher than the presence stale limit (a page that closed without deleting
 * its document stops counting, as a crashed tab's attendee does), never the speaker itself.
 * A pending write (null) is one's own, being sent now: fresh.
 */
export function freshGlobalAudioListeners(
  entries: readonly GlobalAudioListenerEntry[],
  nowMs: number,
  selfId: string,
): Set<string> {
  const fresh = new Set<string>();
  for (const { uid, atMs } of entries) {
    if (uid === selfId) continue;
    if (atMs === null || nowMs - atMs <= PRESENCE.staleAfterMs) fresh.add(uid);
  }
  return fresh;
}

/** What the page knows of its listening at a moment. */
export interface ListenerFacts {
  /** The engine's signalling state, or null before it started (identity, access, seat). */
  connection: AudioConnectionState | null;
  /** The engine gave up, or the server refused a voice seat. */
  fatal: boolean;
  /** Stage speakers the page wants to hear (its plan). */
  speakers: number;
  /** Of those, the ones whose link is up (their voice arrives). */
  hearing: number;
  /** Best place among the speakers' queues when none is heard yet (0 = next), else null. */
  queuePosition: number | null;
}

/**
 * The page's displayed state, in the reference's vocabulary (displayedAudioState): 'ready'
 * only while a stage voice's link is up (signalling alone hears nothing); 'none' with nobody
 * on the stage; 'queued' when every speaker's budget is full; otherwise the engine's state,
 * 'connecting' while links are set up.
 */
export function listenerAudioState(facts: ListenerFacts): DisplayedAudioState {
  const base = displayedAudioState({
    connection: facts.connection,
    queuePosition: null,
    fatalError: facts.fatal,
    emptyEvent: false,
  });
  if (base === 'fatalError' || base === 'joining') return base;
  if (facts.hearing > 0) return 'ready';
  if (facts.speakers === 0) return base === 'ready' ? 'none' : base;
  if (facts.queuePosition !== null) return 'queued';
  return base === 'ready' ? 'connecting' : base;
}

/** The listen-only page's words for states the attendee's badge words differently. */
export const GLOBAL_AUDIO_TEXT = {
  nobodyOnStage: 'Nobody is on the stage yet',
  inEvent: 'You are in this event in another window: its audio plays there.',
  notEmbedded: 'This page only works embedded in another page',
  waiting: 'Waiting for the audio token from the embedding page',
} as const;

/** The status line's text for a displayed state (`queuePosition` for 'queued'). */
export function listenerStateText(state: DisplayedAudioState, queuePosition: number | null) {
  if (state === 'none') return GLOBAL_AUDIO_TEXT.nobodyOnStage;
  if (state === 'queued') return queuedText(queuePosition);
  return AUDIO_BADGE[state].text;
}
