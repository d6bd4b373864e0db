import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { Camera } from 'three';
import {
  NO_REACTION,
  react as nextReaction,
  reactionForShortcut,
  type OwnReaction,
  type ReactionKey,
} from '../../domain/reactions';
import { isTyping } from '../movement';
import type { buildSceneryGeometry, PlacedScenery } from './sceneryGeometry';
import type { WorldState } from './worldState';

/** What the world lends the room editor's part of the scene (it imports none of the world). */
export interface SceneTools {
  state: WorldState;
  /** The room's scenery in the order the merged mesh ('scenery') holds it. */
  placed: readonly PlacedScenery[];
  /** The object a pointer means, as a floor click picks it (FloorClick.pick). */
  pick: <T extends { x: number; y: number }>(
    items: readonly T[],
    camera: Camera,
    click: { x: number; y: number },
    size: { width: number; height: number },
    point: { x: number; y: number },
  ) => T | null;
  build: typeof buildSceneryGeometry;
}

/** Drawn inside the world's Canvas: the room editor's gizmo and hover fade. */
export type SceneLayer = (tools: SceneTools) => ReactNode;

/** What the rest of the event page may ask of the mounted world. */
export interface WorldControls {
  /** `at`: when the press happened on the page's clock (the input event's timeStamp). */
  react: (key: ReactionKey, at?: number) => void;
  /** The own hand was raised or lowered (talk): worn on the position for others to see. */
  setHand: (raised: boolean) => void;
  /** Who has a hand raised among the player and the people of the room the world knows. */
  raisedHands: () => string[];
  /** Where the player stands and faces (the editor's 'Place here' and 'Near you'). */
  playerSpot: () => { x: number; y: number; angle: number };
  /** Gives floor clicks to the room editor (null: clicks walk again). */
  setFloorTool: (tool: WorldState['floorTool']) => void;
  /** Marks the editor's selected object with a ring on the floor (null: none). */
  setMarker: (point: WorldState['marker']) => void;
  /** Draws the editor's layer inside the scene (null: none); the editor's chunk brings it. */
  setSceneLayer: (layer: SceneLayer | null) => void;
}

/**
 * The player's reactions: each one is worn on the position (PositionSyncClient sends it at
 * once) and shown over the player's own avatar; the same one again within 500 ms is ignored.
 * Keys 1 to 5 react too, unless a field, dialog or menu has the focus. The 500 ms are between
 * the presses (the events' timeStamps), not between when a busy page got round to them: two
 * quick presses handled a second late are still one reaction.
 */
export function useOwnReactions(
  state: WorldState,
  eventId: string,
  uid: string,
): WorldControls['react'] {
  const last = useRef<OwnReaction>(NO_REACTION);
  // Each reaction made (not an ignored repeat) is also recorded once for the organisers'
  // insights; the small module that writes it loads with the first reaction, off the walk path.
  const onReacted = useCallback(
    (key: ReactionKey) => {
      import('../../data/reactionRecords')
        .then((records) => records.recordReaction(eventId, uid, key))
        .catch((error: unknown) => console.warn('The reaction was not counted', error));
    },
    [eventId, uid],
  );
  const react = useCallback(
    (key: ReactionKey, at = performance.now()) => {
      const next = nextReaction(last.current, key, at);
      if (!next) return;
      last.current = next;
      state.player.reaction = next.worn;
      state.player.reactionAt = next.at;
      onReacted(key);
    },
    [state, onReacted],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const key = reactionForShortcut(e.key);
      if (key) react(key, e.timeStamp);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [react]);
  return react;
}
