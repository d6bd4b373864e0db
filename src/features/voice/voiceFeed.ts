import { createContext, useContext, useEffect } from 'react';
import type { RoomObject } from '../../domain/objects/roomObjects';
import type { StageReach } from '../../domain/voice';
import type { PersonAudio } from './peopleAudio';
import type { Placed } from './voiceWorld';

/**
 * What voice needs to know of the room, read at every voice update (300 ms) outside React:
 * where the player and the people around stand, and the room's objects (stage, zones). The
 * mounted world feeds it (interpolated positions); until the world is mounted, a room roster
 * does (the room's positions and objects, the player at the spawn), so voice starts with the
 * session instead of after the 3D world's download and mount.
 */
export interface VoiceFeed {
  /** The room this feed describes (a feed of another room is not used). */
  roomId: string;
  /**
   * The player and the people around. `known` is false until the room's positions have arrived
   * (after a join or a change of listener): no remotes then does not mean nobody is here.
   */
  people(): { player: Placed; remotes: Iterable<Placed>; known: boolean };
  objects(): readonly RoomObject[];
  /** A person's display name, for the live text of who speaks. */
  nameOf(id: string): string;
  /** Who speaks now (the player included), every speaking poll: the world draws it. */
  onSpeaking?(ids: ReadonlySet<string>): void;
}

/** A feed that runs listeners of its own (the room roster), stopped once not needed. */
export interface VoiceRoster extends VoiceFeed {
  stop(): void;
}

/** Starts the roster of a room: its positions and objects, the player at `spawn`. */
export type StartRoster = (options: {
  eventId: string;
  roomId: string;
  uid: string;
  spawn: { x: number; y: number };
}) => VoiceRoster;

/** The p2p stage as this attendee sees it (src/domain/voice/stageAudience.ts). */
export interface StageView {
  /** This attendee's own reach while on stage (p2p), else null. */
  own: StageReach | null;
  /** The published reach of each speaker on stage now (p2p). */
  speakers: readonly StageReach[];
  /** A stage speaker whose queue this attendee waits in, with its place (0 = next). */
  waiting: { speaker: string; position: number; since: number; hearing: number | null } | null;
}

export const NO_STAGE_VIEW: StageView = { own: null, speakers: [], waiting: null };

export interface VoiceSessionValue {
  /** Makes `feed` the source of the room's facts until the returned function is called. */
  register(feed: VoiceFeed): () => void;
  /** Muted by the user, an admin or with all attendees (the world shows it to others). */
  muted: boolean;
  stage: StageView;
  /** The audio state of each person around (Nearby, the attendees panel). */
  people: ReadonlyMap<string, PersonAudio>;
  /** Tries again at once to reach a person's audio (their 'Retry'). */
  retryPerson: (id: string) => void;
  /** The voice panel's own mute switch (the floor's notice offers it too). */
  toggleMute: () => void;
  /** A person's display name as the room's positions carry it ('' when not around). */
  nameOf: (id: string) => string;
}

const NO_PEOPLE: ReadonlyMap<string, PersonAudio> = new Map();

export const VoiceSessionContext = createContext<VoiceSessionValue | null>(null);

/** The world feeds voice while it is mounted (SessionVoice falls back to the room roster). */
export function useVoiceFeed(feed: VoiceFeed): void {
  const register = useContext(VoiceSessionContext)?.register;
  useEffect(() => register?.(feed), [register, feed]);
}

/** What the session's voice says to the world and its overlays (nothing outside a session). */
export function useVoiceState(): Omit<VoiceSessionValue, 'register'> {
  const session = useContext(VoiceSessionContext);
  return {
    muted: session?.muted ?? false,
    stage: session?.stage ?? NO_STAGE_VIEW,
    people: session?.people ?? NO_PEOPLE,
    retryPerson: session?.retryPerson ?? (() => undefined),
    toggleMute: session?.toggleMute ?? (() => undefined),
    nameOf: session?.nameOf ?? (() => ''),
  };
}
