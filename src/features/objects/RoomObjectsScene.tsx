import { DoubleSide } from 'three';
import { VOICE } from '../../domain/constants';
import type { ChannelZoneObject, SignPostObject, StageObject } from '../../domain/roomObjects';
import type { StageZoneColour } from '../../domain/voice';

/** Reference colours of the stage area; the overlay says the same in words and an icon. */
const STAGE_COLOURS: Record<StageZoneColour, string> = {
  green: '#2fb35a',
  red: '#d9453b',
  orange: '#f0962e',
};
const ZONE_COLOUR = '#4a7fd6';
/** Just above the floor, so the areas never z-fight with it. */
const AREA_LIFT = 0.03;

function StageArea({ stage, colour }: { stage: StageObject; colour: StageZoneColour }) {
  return (
    <group position={[stage.x, AREA_LIFT, stage.y]} name="stage-area">
      <mesh rotation-x={-Math.PI / 2}>
        <circleGeometry args={[VOICE.stageRadius, 48]} />
        <meshBasicMaterial color={STAGE_COLOURS[colour]} transparent opacity={0.35} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.005}>
        <ringGeometry args={[VOICE.stageRadius - 0.25, VOICE.stageRadius, 48]} />
        <meshBasicMaterial color={STAGE_COLOURS[colour]} side={DoubleSide} />
      </mesh>
    </group>
  );
}

function ChannelZoneArea({ zone }: { zone: ChannelZoneObject }) {
  const width = zone.width && zone.width > 0 ? zone.width : VOICE.zoneDefaultSize;
  const depth = zone.height && zone.height > 0 ? zone.height : VOICE.zoneDefaultSize;
  return (
    <mesh position={[zone.x, AREA_LIFT, zone.y]} rotation-x={-Math.PI / 2} name="channel-zone-area">
      <planeGeometry args={[width, depth]} />
      <meshBasicMaterial color={ZONE_COLOUR} transparent opacity={0.3} />
    </mesh>
  );
}

const WOOD = '#7a4f2a';
const BOARD = '#fff6df';

/** A post with a board at eye height, turned like the scenery (angle about the vertical). */
function SignPostModel({ sign }: { sign: SignPostObject }) {
  return (
    <group position={[sign.x, 0, sign.y]} name="sign-post">
      <mesh position-y={0.8}>
        <cylinderGeometry args={[0.07, 0.09, 1.6, 8]} />
        <meshLambertMaterial color={WOOD} />
      </mesh>
      <mesh position-y={1.55}>
        <boxGeometry args={[1.3, 0.6, 0.08]} />
        <meshLambertMaterial color={BOARD} />
      </mesh>
    </group>
  );
}

/**
 * The room's interactive objects as drawn (inside the r3f Canvas): the floor markings of the
 * stage and audio channel zones, and sign posts.
 */
export function RoomObjectsScene({
  stage,
  stageColour,
  zones,
  signs,
}: {
  stage: StageObject | null;
  stageColour: StageZoneColour;
  zones: readonly ChannelZoneObject[];
  signs: readonly SignPostObject[];
}) {
  return (
    <>
      {stage && <StageArea stage={stage} colour={stageColour} />}
      {zones.map((zone) => (
        <ChannelZoneArea key={zone.id} zone={zone} />
      ))}
      {signs.map((sign) => (
        <SignPostModel key={sign.id} sign={sign} />
      ))}
    </>
  );
}
