import { DoubleSide } from 'three';
import { SIGN_UNIT } from '../../domain/objects/objectSizes';
import type {
  ChannelZoneObject,
  SignPostObject,
  StageObject,
} from '../../domain/objects/roomObjects';
import { stageSensorRadii, type StageZoneColour } from '../../domain/voice';
import { BOARD_COLOUR, SignBoardTitle } from './SignBoardTitle';

/** Reference colours of the stage area; the overlay says the same in words and an icon. */
const STAGE_COLOURS: Record<StageZoneColour, string> = {
  green: '#2fb35a',
  red: '#d9453b',
  orange: '#f0962e',
};
const ZONE_COLOUR = '#4a7fd6';
/** Just above the floor, so the areas never z-fight with it. */
const AREA_LIFT = 0.03;

/** The stage's sensor as drawn: a unit circle scaled to its radii (an ellipse when sized so). */
function StageArea({ stage, colour }: { stage: StageObject; colour: StageZoneColour }) {
  const { rx, ry } = stageSensorRadii(stage);
  // The edge stays 0.25 m wide whatever the size: the ring's inner radius per axis.
  const inner = 1 - 0.25 / Math.min(rx, ry);
  return (
    <group position={[stage.x, AREA_LIFT, stage.y]} scale={[rx, 1, ry]} name="stage-area">
      <mesh rotation-x={-Math.PI / 2}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial color={STAGE_COLOURS[colour]} transparent opacity={0.35} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.005}>
        <ringGeometry args={[inner, 1, 48]} />
        <meshBasicMaterial color={STAGE_COLOURS[colour]} side={DoubleSide} />
      </mesh>
    </group>
  );
}

function ChannelZoneArea({ zone }: { zone: ChannelZoneObject }) {
  // A unit plane scaled to the zone's size: a resize changes a transform, not the geometry.
  return (
    <mesh
      position={[zone.x, AREA_LIFT, zone.y]}
      rotation-x={-Math.PI / 2}
      scale={[zone.width, zone.height, 1]}
      name="channel-zone-area"
    >
      <planeGeometry args={[1, 1]} />
      <meshBasicMaterial color={ZONE_COLOUR} transparent opacity={0.3} />
    </mesh>
  );
}

const WOOD = '#7a4f2a';

/** Metres from the floor to the board's lower edge. */
const BOARD_BOTTOM = 1.1;

/**
 * A post with a board of the sign's size (board units of SIGN_UNIT metres) above it, the
 * sign's title written on both of the board's faces.
 */
function SignPostModel({ sign }: { sign: SignPostObject }) {
  const width = sign.width * SIGN_UNIT;
  const height = sign.height * SIGN_UNIT;
  // The post stops just inside the board's lower edge: through the middle, it was thicker
  // than the board and cut the title on both faces in two.
  const postHeight = BOARD_BOTTOM + 0.02;
  return (
    <group position={[sign.x, 0, sign.y]} name="sign-post">
      <mesh position-y={postHeight / 2}>
        <cylinderGeometry args={[0.07, 0.09, postHeight, 8]} />
        <meshLambertMaterial color={WOOD} />
      </mesh>
      <group position-y={BOARD_BOTTOM + height / 2}>
        <mesh>
          <boxGeometry args={[width, height, 0.08]} />
          <meshLambertMaterial color={BOARD_COLOUR} />
        </mesh>
        <SignBoardTitle title={sign.label} width={width} height={height} />
      </group>
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
