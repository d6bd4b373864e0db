import { narrowestFullReach, STAGE_REACH_TEXT } from '../../domain/voice/stageReachText';
import { useVoiceState } from './voiceFeed';

/**
 * For organisers, in the stage's overlay: once a p2p speaker's budget is reached, how many of
 * the room's people hear the stage, and that a larger audience needs the LiveKit engine
 * (README 'Voice at scale'). Nothing while everyone hears the stage: the overlay keeps the
 * reference's text then. A speaker's own numbers replace the 'whole room hears you' cue
 * (features/world WorldObjectsOverlay).
 */
export function StageReachNote({ organiser }: { organiser: boolean }) {
  const { stage } = useVoiceState();
  if (!organiser) return null;
  const reach = narrowestFullReach(stage.own ? [stage.own, ...stage.speakers] : stage.speakers);
  if (!reach) return null;
  return (
    <p className="stage-overlay__reach" role="status">
      {reach !== stage.own && <>{STAGE_REACH_TEXT.organiserFull(reach)} </>}
      {STAGE_REACH_TEXT.needsLiveKit}
    </p>
  );
}
