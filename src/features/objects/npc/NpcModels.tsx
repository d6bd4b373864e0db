import { Suspense, useMemo } from 'react';
import { npcOf, type Npc } from '../../../domain/objects/npcs';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { AnimalFigure } from '../../avatars';
import { LabelSprite } from '../extras/kit/LabelSprite';
import { SpeechBubble } from './SpeechBubble';
import { useNpcSpeech } from './npcSpeech';

/** Above the animal's head: its name, and over that the bubble while it talks. */
const LABEL_Y = 0.35;
const BUBBLE_Y = 0.85;

/** One guide: its animal standing at its spot, turned by the object's angle. */
function NpcModel({ npc }: { npc: Npc }) {
  const speech = useNpcSpeech(npc.id);
  return (
    <group position={[npc.x, 0, npc.y]} rotation-y={npc.angle} name="npc">
      <AnimalFigure
        id={npc.id}
        animal={npc.character}
        above={
          <>
            <LabelSprite text={npc.name} y={LABEL_Y} />
            {speech && <SpeechBubble id={npc.id} text={speech.text} y={BUBBLE_Y} />}
          </>
        }
      />
    </group>
  );
}

/** The room's NPC guides (inside the Canvas); the animals' chunk loads with the first one. */
export function NpcModels({ objects }: { objects: readonly ExtraObject[] }) {
  const npcs = useMemo(() => objects.filter((o) => o.kind === 'npc').map(npcOf), [objects]);
  if (npcs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {npcs.map((npc) => (
        <NpcModel key={npc.id} npc={npc} />
      ))}
    </Suspense>
  );
}
