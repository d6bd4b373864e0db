import { StageOverlay, type StagePresence } from '../objects';
import type { StageObject } from '../../domain/roomObjects';
import type { StageZoneCue } from '../../domain/voice';

/** What a channel zone means for the person standing in it, in words. */
export const ZONE_TEXT =
  'Audio channel zone: only the people in this zone hear you, and you hear only them.';

/** The stage's overlay when the player is near it, and the channel zone notice inside one. */
export function WorldObjectsOverlay(props: {
  eventId: string;
  stage: StageObject | null;
  stagePublic: boolean;
  presence: StagePresence;
  cue: StageZoneCue;
  canToggleStage: boolean;
  channelId: string | null;
}) {
  const { stage, presence, channelId } = props;
  if (stage && (presence.near || presence.state !== 'PENDING')) {
    return (
      <StageOverlay
        eventId={props.eventId}
        isPublic={props.stagePublic}
        presence={presence}
        cue={props.cue}
        canToggle={props.canToggleStage}
      />
    );
  }
  if (channelId) {
    return (
      <p className="zone-overlay" role="status">
        {ZONE_TEXT}
      </p>
    );
  }
  return null;
}
