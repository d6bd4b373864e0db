import { useEffect, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { WorldState } from './worldState';

const HEAD_HEIGHT = 1.7;
const point = new Vector3();

/**
 * Name tags above avatars: a pool of DOM labels positioned every frame by projecting each
 * avatar's head into screen space (no React renders per frame).
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
  const pool = useRef<HTMLDivElement[]>([]).current;

  useEffect(() => {
    const container = layer.current;
    return () => {
      container?.replaceChildren();
      pool.length = 0;
    };
  }, [layer, pool]);

  useFrame(() => {
    const container = layer.current;
    if (!container) return;
    let used = 0;
    const place = (id: string, name: string, x: number, y: number) => {
      if (!name) return;
      // Said in words too, not by the ring and the size alone.
      const text = state.speaking.has(id) ? `${name} (speaking)` : name;
      point.set(x, HEAD_HEIGHT, y).project(camera);
      if (point.z > 1) return;
      let tag = pool[used];
      if (!tag) {
        tag = document.createElement('div');
        tag.className = 'world__name-tag';
        container.appendChild(tag);
        pool.push(tag);
      }
      used++;
      if (tag.textContent !== text) tag.textContent = text;
      tag.dataset.speaking = String(text !== name);
      const left = ((point.x + 1) / 2) * size.width;
      const top = ((1 - point.y) / 2) * size.height;
      tag.style.transform = `translate(-50%, -100%) translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
      tag.style.display = '';
    };
    place(state.player.id, state.player.name, state.player.x, state.player.y);
    for (const remote of state.remotes.values()) {
      if (state.visibleRemoteIds?.has(remote.id)) place(remote.id, remote.name, remote.x, remote.y);
    }
    for (let i = used; i < pool.length; i++) pool[i]!.style.display = 'none';
  });
  return null;
}
