import { floorCoordinate } from '../../domain/editor/editor';
import type { InstanceFields } from '../../domain/editor/editHistory';

/** Where the gizmo left its object: three's x and z (the room's x and y) and its turn. */
export interface GizmoPose {
  x: number;
  z: number;
  /** About the vertical axis, radians (three's rotation.y; the stored angle). */
  rotationY: number;
}

/** Whether an object's angle can be edited: scenery's only (reference: not interactive types). */
export const canTurn = (instance: { assetType: 'interactive' | 'scenery' }) =>
  instance.assetType === 'scenery';

const TURN = Math.PI * 2;

/** An angle as stored: within (-π, π], 4 decimals (as the instance editor stores one). */
export function storedAngle(radians: number): number {
  let angle = radians % TURN;
  if (angle > Math.PI) angle -= TURN;
  if (angle <= -Math.PI) angle += TURN;
  return Math.round(angle * 1e4) / 1e4;
}

/**
 * What a drag's end stores: x and y on the floor with 3 decimals, and for scenery the angle;
 * only the fields that changed (a field-level update), null when the object did not move.
 */
export function dragEndFields(
  instance: { assetType: 'interactive' | 'scenery'; x: number; y: number; angle: number },
  pose: GizmoPose,
): InstanceFields | null {
  const fields: InstanceFields = {};
  const x = floorCoordinate(pose.x);
  const y = floorCoordinate(pose.z);
  if (x !== floorCoordinate(instance.x)) fields.x = x;
  if (y !== floorCoordinate(instance.y)) fields.y = y;
  if (canTurn(instance) && Math.abs(storedAngle(pose.rotationY - instance.angle)) >= 1e-4) {
    fields.angle = storedAngle(pose.rotationY);
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
