import { useMemo } from 'react';
import { NPC_TEXT, npcOf } from '../../../domain/objects/npcs';
import type { ExtrasProps } from '../extras/kit/types';
import { useBubbleCovered, useNpcSpeech } from './npcSpeech';
import { useNpcTalk } from './useNpcTalk';
import '../extras/kit/objectCard.css';
import './npc.css';

/**
 * The guide the player stands nearest in range of, in one short row (the bubble above the
 * guide shows the line, and this column would cover it; when it does, the row shows the line): its name, which line of how many,
 * and 'Next' when its lines do not advance by themselves. A polite live region, there from the
 * start, says each new line with the guide's name, so screen-reader users hear the guide as it
 * talks (and nothing once they walk away); the row holds the line for reading too.
 */
export function NpcOverlay({ objects, getPlayer }: ExtrasProps) {
  const npcs = useMemo(() => objects.filter((o) => o.kind === 'npc').map(npcOf), [objects]);
  const { speaker, next } = useNpcTalk(npcs, getPlayer);
  const line = useNpcSpeech(speaker?.id ?? null);
  // This column covers the guide's bubble (it is then not drawn): the line shows here.
  const covered = useBubbleCovered(speaker?.id ?? null);
  const talking = speaker && line;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {talking ? `${speaker.name}: ${line.text}` : ''}
      </p>
      {talking && (
        <section className="object-card npc-overlay" aria-label={speaker.name}>
          <h2 className="npc-overlay__name">{speaker.name}</h2>
          {/* Shown in the bubble above the guide, or here when this column would cover it; here
              for reading with a screen reader either way. */}
          <p className={covered ? 'npc-overlay__line' : 'visually-hidden'}>{line.text}</p>
          <span className="npc-overlay__count">
            Line {line.index + 1} of {line.count}
          </span>
          {!speaker.autoProgress && line.count > 1 && (
            <button type="button" onClick={next}>
              {NPC_TEXT.next}
            </button>
          )}
        </section>
      )}
    </>
  );
}
