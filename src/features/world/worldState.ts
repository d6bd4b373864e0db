import { SPAWN } from '../../domain/constants';
import { createMovementInput, type MovementInput } from '../movement';
import type { RemoteAvatar } from './remoteAvatars';

/** A click on the floor as the room editor receives it. */
export interface FloorClick {
  /** The floor point under the pointer. */
  point: { x: number; y: number };
  /** The object the click means among `items`: on screen near its upright line, or on the floor near it. */
  pick: <T extends { x: number; y: number }>(items: readonly T[]) => T | null;
}

/** Per-frame state of one mounted world. Mutated in useFrame and listeners, never React state. */
export interface WorldState {
  player: {
    id: string;
    name: string;
    animal: string;
    x: number;
    y: number;
    angle: number;
    moving: boolean;
    /** Muted by oneself or by an event admin; travels with the position for others to see. */
    muted: boolean;
    /** The last reaction made, as worn on the position (src/domain/reactions.ts). */
    reaction: string;
    /** Frame time (ms) the own bubble appeared; null before any reaction. */
    reactionAt: number | null;
    /** The own hand is raised (src/domain/talk.ts): worn on the position for others to see. */
    hand: boolean;
  };
  input: MovementInput;
  remotes: Map<string, RemoteAvatar>;
  /** Remote ids drawn this frame (the 40 nearest once a room is crowded). */
  visibleRemoteIds: Set<string> | null;
  /**
   * The room's position listener has answered at least once since it started: until then an
   * empty `remotes` means "not known yet", not "nobody here" (voice must not say it is alone).
   */
  peopleKnown: boolean;
  /** The camera is still easing towards its place behind the player. */
  cameraMoving: boolean;
  /** Camera zoom 0..1 in steps of 0.5 (reference). */
  zoom: number;
  /** Ids of people speaking now (the player included), from the voice's speaking poll. */
  speaking: Set<string>;
  /**
   * Frame-clock time (performance.now) of the last change that no motion shows (who speaks, who
   * arrives or leaves): the throttled renderer owes it a frame (worldActivity.ts). Null before any.
   */
  changedAt: number | null;
  /**
   * The person under the pointer and the one focused in the Nearby list: their name tags show
   * even when they are not among the nearest (labelledTags.ts).
   */
  pointedAt: string | null;
  focusedPerson: string | null;
  /**
   * The room editor's use of a floor click (place, select, remove), when it has one: the
   * click then neither walks nor picks a person.
   */
  floorTool: ((click: FloorClick) => void) | null;
  /** Where the editor's selected object stands (a ring is drawn there); null for none. */
  marker: { x: number; y: number } | null;
  /**
   * The room editor is open: the avatar under the pointer is drawn faded, as objects are, so
   * that what stands behind it can be pointed at (reference: avatar hover fade 0.25).
   */
  editing: boolean;
}

/** The player standing still at `spawn`, unmuted, before any reaction. */
export function newPlayer(
  id: string,
  name: string,
  animal: string,
  spawn: { x: number; y: number },
): WorldState['player'] {
  return {
    id,
    name,
    animal,
    x: spawn.x,
    y: spawn.y,
    angle: 0,
    moving: false,
    muted: false,
    reaction: '',
    reactionAt: null,
    hand: false,
  };
}

export function createWorldState(
  id: string,
  name: string,
  animal: string,
  spawn: { x: number; y: number },
) {
  const state: WorldState = {
    player: newPlayer(id, name, animal, spawn),
    input: createMovementInput(),
    remotes: new Map(),
    visibleRemoteIds: null,
    peopleKnown: false,
    cameraMoving: true,
    zoom: 0.5,
    speaking: new Set(),
    changedAt: null,
    pointedAt: null,
    focusedPerson: null,
    floorTool: null,
    marker: null,
    editing: false,
  };
  return state;
}

/** Spawn near the room's centre, spread a little so arrivals do not stack. */
export function spawnPoint(random: () => number = Math.random): { x: number; y: number } {
  const angle = random() * Math.PI * 2;
  const radius = SPAWN.minRadius + random() * (SPAWN.maxRadius - SPAWN.minRadius);
  return { x: 512 + Math.cos(angle) * radius, y: 512 + Math.sin(angle) * radius };
}
