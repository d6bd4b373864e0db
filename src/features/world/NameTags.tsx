import { useEffect, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { bubbleAt, parseWornReaction, REACTIONS } from '../../domain/reactions';
import { motionReduced } from '../../ui/reducedMotion';
import { labelledIds } from './labelledTags';
import type { RemoteAvatar } from './remoteAvatars';
import type { WorldState } from './worldState';

const HEAD_HEIGHT = 1.7;
/** Before the name of someone whose hand is raised (read out as 'raised hand'). */
const HAND = '✋';

/** What a tag and a bubble show of the player or a remote. */
interface Tagged {
  id: string;
  name: string;
  x: number;
  y: number;
  reaction: string;
  reactionAt: number | null;
  hand: boolean;
}
const point = new Vector3();
/** The drawn remotes of this frame (reused). */
const drawn: RemoteAvatar[] = [];

/** A pool of absolutely positioned DOM elements of one class, reused frame after frame. */
function elementPool(className: string) {
  const elements: HTMLDivElement[] = [];
  let used = 0;
  return {
    begin: () => (used = 0),
    next(container: HTMLElement): HTMLDivElement {
      let element = elements[used];
      if (!element) {
        element = document.createElement('div');
        element.className = className;
        container.appendChild(element);
        elements.push(element);
      }
      used++;
      element.style.display = '';
      return element;
    },
    /**
     * Hides what this frame did not use, emptied: a hidden tag keeping a name would be a second
     * element with that text (tests find a tag by its text).
     */
    end() {
      for (let i = used; i < elements.length; i++) {
        const element = elements[i]!;
        if (element.style.display === 'none') continue;
        element.style.display = 'none';
        element.textContent = '';
      }
    },
    clear: () => (elements.length = 0),
  };
}

/**
 * Name tags and reaction bubbles above avatars: pools of DOM elements positioned every frame by
 * projecting each avatar's head into screen space (no React renders per frame). In a crowd only
 * some remotes are labelled (labelledTags.ts); everyone's reaction bubbles show.
 */
export function NameTags({
  state,
  layer,
}: {
  state: WorldState;
  layer: RefObject<HTMLDivElement | null>;
}) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const tags = useRef(elementPool('world__name-tag')).current;
  const bubbles = useRef(elementPool('world__reaction')).current;

  useEffect(() => {
    const container = layer.current;
    return () => {
      container?.replaceChildren();
      tags.clear();
      bubbles.clear();
    };
  }, [layer, tags, bubbles]);

  useFrame(() => {
    const container = layer.current;
    if (!container) return;
    const now = performance.now();
    tags.begin();
    bubbles.begin();
    const place = ({ id, name, x, y, reaction, reactionAt, hand }: Tagged, labelled: boolean) => {
      if (!name) return;
      point.set(x, HEAD_HEIGHT, y).project(camera);
      if (point.z > 1) return;
      const at = `translate(${(((point.x + 1) / 2) * size.width).toFixed(1)}px, ${(((1 - point.y) / 2) * size.height).toFixed(1)}px)`;
      if (labelled) {
        // Said in words too, not by the ring and the size alone; a raised hand leads the name.
        const speaking = state.speaking.has(id);
        const text = `${hand ? `${HAND} ` : ''}${name}${speaking ? ' (speaking)' : ''}`;
        const tag = tags.next(container);
        if (tag.textContent !== text) tag.textContent = text;
        tag.dataset.speaking = String(speaking);
        tag.dataset.hand = String(hand);
        tag.style.transform = `${at} translate(-50%, -100%)`;
      }

      // Parsed only while a bubble shows (3.65 s after a reaction), not every frame.
      const grown = reactionAt !== null ? bubbleAt(now - reactionAt, motionReduced()) : null;
      const worn = grown === null ? null : parseWornReaction(reaction);
      if (grown === null || !worn) return;
      const bubble = bubbles.next(container);
      const emoji = REACTIONS[worn.key].emoji;
      if (bubble.textContent !== emoji) bubble.textContent = emoji;
      bubble.style.opacity = grown.toFixed(2);
      bubble.style.transform = `${at} translate(-50%, -170%) scale(${(0.6 + 0.4 * grown).toFixed(2)})`;
    };
    const { player } = state;
    place(player, true);
    drawn.length = 0;
    for (const remote of state.remotes.values()) {
      if (state.visibleRemoteIds?.has(remote.id)) drawn.push(remote);
    }
    // A raised hand is always labelled, as someone speaking is: a speaker looks for it.
    const labelled = labelledIds(
      player,
      drawn,
      (id) =>
        state.speaking.has(id) ||
        id === state.pointedAt ||
        id === state.focusedPerson ||
        state.remotes.get(id)?.hand === true,
    );
    for (const remote of drawn) place(remote, labelled.has(remote.id));
    tags.end();
    bubbles.end();
  });
  return null;
}
