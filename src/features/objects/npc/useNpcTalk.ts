import { useCallback, useEffect, useRef, useState } from 'react';
import {
  inTalkRange,
  npcInRange,
  NPC_TIMING,
  shownLine,
  SILENT,
  talkAfterCheck,
  talkAfterNext,
  type Npc,
  type Talk,
} from '../../../domain/objects/npcs';
import { npcSpeech, publishNpcSpeech, type NpcSpeech } from './npcSpeech';

/**
 * Runs the room's guides: every 250 ms, who is in range of whom (the player's position is
 * per-frame state, read here, never React state) and which line each one shows, published to
 * the bubbles; returns the guide the player stands nearest in range and 'Next' for it.
 */
export function useNpcTalk(npcs: readonly Npc[], getPlayer: () => { x: number; y: number }) {
  const talks = useRef(new Map<string, Talk>());
  const player = useRef(getPlayer);
  player.current = getPlayer;
  const [speakerId, setSpeakerId] = useState<string | null>(null);
  const tick = useRef<() => void>(() => undefined);

  useEffect(() => {
    const check = () => {
      const now = performance.now();
      const at = player.current();
      const said: Record<string, NpcSpeech | null> = {};
      for (const npc of npcs) {
        const talk = talkAfterCheck(
          talks.current.get(npc.id) ?? SILENT,
          npc,
          inTalkRange(npc, at),
          now,
        );
        talks.current.set(npc.id, talk);
        const line = shownLine(talk, npc, now);
        said[npc.id] = line && { text: line.text, index: line.index, count: line.count };
      }
      // Guides removed from the room stop for good.
      for (const id of talks.current.keys()) if (!(id in said)) talks.current.delete(id);
      publishNpcSpeech(said);
      setSpeakerId(npcInRange(npcs, at)?.id ?? null);
    };
    tick.current = check;
    check();
    const timer = setInterval(check, NPC_TIMING.checkEveryMs);
    return () => clearInterval(timer);
  }, [npcs]);
  // The world goes: no bubble stays behind for the next one.
  useEffect(() => () => npcSpeech.setState({}, true), []);

  const speaker = npcs.find((npc) => npc.id === speakerId) ?? null;
  const next = useCallback(() => {
    if (!speaker) return;
    const talk = talks.current.get(speaker.id) ?? SILENT;
    talks.current.set(speaker.id, talkAfterNext(talk, speaker, performance.now()));
    tick.current();
  }, [speaker]);
  return { speaker, next };
}
