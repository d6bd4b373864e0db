import { DeferredSignPostOverlay, StageOverlay, type StagePresence } from '../objects';
import { HandQueue } from '../talk';
import { StageReachNote, useVoiceState } from '../voice';
import type { SignPostObject, StageObject } from '../../domain/objects/roomObjects';
import { speakerReachText, stageFull, type StageZoneCue } from '../../domain/voice';

/** What a channel zone means for the person standing in it, in words. */
const ZONE_TEXT =
  'Audio channel zone: only the people in this zone hear you, and you hear only them.';

/**
 * The overlays of the objects the player stands at: the stage's when near it, else the channel
 * zone's notice inside one; and the sign post within reading distance, below either.
 */
export function WorldObjectsOverlay(props: {
  eventId: string;
  stage: StageObject | null;
  stagePublic: boolean;
  presence: StagePresence;
  cue: StageZoneCue;
  canToggleStage: boolean;
  /** Organisers and stage speakers run the talk: the raised hands and the floor. */
  talk: { roomId: string; floor: readonly string[] } | null;
  channelId: string | null;
  readableSign: SignPostObject | null;
}) {
  const { stage, presence, channelId, readableSign } = props;
  const onStage = stage && (presence.near || presence.state !== 'PENDING');
  // On stage past the p2p budget, 'the whole room hears you' is not true: say how many do.
  const own = useVoiceState().stage.own;
  const cue =
    own && stageFull(own) && props.cue.icon === 'live'
      ? { ...props.cue, label: speakerReachText(own) }
      : props.cue;
  return (
    <>
      {onStage ? (
        <StageOverlay
          eventId={props.eventId}
          isPublic={props.stagePublic}
          presence={presence}
          cue={cue}
          canToggle={props.canToggleStage}
          note={
            <>
              <StageReachNote organiser={props.canToggleStage} />
              {props.talk && <HandQueue eventId={props.eventId} {...props.talk} />}
            </>
          }
        />
      ) : (
        channelId && (
          <p className="zone-overlay" role="status">
            {ZONE_TEXT}
          </p>
        )
      )}
      <DeferredSignPostOverlay sign={readableSign} />
    </>
  );
}
