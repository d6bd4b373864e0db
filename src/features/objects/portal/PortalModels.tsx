import { useMemo } from 'react';
import { DoubleSide } from 'three';
import { portalOf, type Portal } from '../../../domain/objects/portals';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { occupancyLine } from '../../../domain/occupancy';
import { useRoomCounts } from '../../occupancy';
import { nameOfRoom, useRoomNames } from '../../session';
import { LabelSprite } from '../extras/kit/LabelSprite';
import { usePortalTitle } from './usePortalTitle';

const PORTAL_COLOUR = '#8a5cf6';
const LIFT = 0.03;

/**
 * An upright glowing ring, the range on the floor, and above it the destination's name (with
 * the session running there: usePortalTitle).
 */
function PortalModel({ portal, title }: { portal: Portal; title: string }) {
  return (
    <group position={[portal.x, 0, portal.y]} name="room-portal">
      <mesh position-y={1.3}>
        <torusGeometry args={[1.1, 0.14, 12, 40]} />
        <meshLambertMaterial
          color={PORTAL_COLOUR}
          emissive={PORTAL_COLOUR}
          emissiveIntensity={0.6}
        />
      </mesh>
      <mesh position-y={1.3}>
        <circleGeometry args={[1.0, 32]} />
        <meshBasicMaterial color="#c9b6ff" transparent opacity={0.45} side={DoubleSide} />
      </mesh>
      {portal.showRange && (
        <mesh rotation-x={-Math.PI / 2} position-y={LIFT}>
          <ringGeometry args={[portal.radius - 0.12, portal.radius, 48]} />
          <meshBasicMaterial color={PORTAL_COLOUR} transparent opacity={0.7} side={DoubleSide} />
        </mesh>
      )}
      {portal.showLabel && <LabelSprite text={title} y={2.9} />}
    </group>
  );
}

/** The room's portals (inside the Canvas). */
export function PortalModels({ objects }: { objects: readonly ExtraObject[] }) {
  const portals = useMemo(
    () => objects.filter((o) => o.kind === 'roomPortal').map(portalOf),
    [objects],
  );
  const rooms = useRoomNames();
  const titleOf = usePortalTitle(portals.length > 0);
  // How many are in each destination ('Poster hall · 12 here'): one listener on these rooms.
  const destinations = useMemo(() => portals.map((portal) => portal.destination), [portals]);
  const counts = useRoomCounts(destinations);
  return (
    <>
      {portals.map((portal) => (
        <PortalModel
          key={portal.id}
          portal={portal}
          title={occupancyLine(
            titleOf(nameOfRoom(rooms, portal.destination), portal.destination),
            counts?.get(portal.destination) ?? null,
          )}
        />
      ))}
    </>
  );
}
