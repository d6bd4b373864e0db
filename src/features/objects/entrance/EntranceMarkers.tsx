import { DoubleSide } from 'three';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { useCanEditRoom } from '../../session';

const ENTRANCE_COLOUR = '#1aa3a3';

/**
 * Room entrances are places, not things: attendees see nothing there. Those who may edit the
 * room see a floor marker (a disc and an arrow pointing the way the entrance is turned), so
 * they can find, select and move it.
 */
export function EntranceMarkers({ objects }: { objects: readonly ExtraObject[] }) {
  const canEdit = useCanEditRoom();
  if (!canEdit) return null;
  return (
    <>
      {objects
        .filter((o) => o.kind === 'roomEntrance')
        .map((entrance) => (
          <group
            key={entrance.id}
            position={[entrance.x, 0.04, entrance.y]}
            rotation-y={entrance.angle}
            name="room-entrance"
          >
            <mesh rotation-x={-Math.PI / 2}>
              <ringGeometry args={[0.55, 0.75, 32]} />
              <meshBasicMaterial color={ENTRANCE_COLOUR} side={DoubleSide} />
            </mesh>
            <mesh rotation-x={-Math.PI / 2} position-z={0.15}>
              <circleGeometry args={[0.35, 3]} />
              <meshBasicMaterial color={ENTRANCE_COLOUR} side={DoubleSide} />
            </mesh>
          </group>
        ))}
    </>
  );
}
