import { VOICE } from '../constants';

/**
 * The sizes of the objects the world draws itself (stage, channel zone, sign post): the
 * reference's defaults and minimums with our maxima, in one place read by the world
 * (roomObjects.ts, small and on the walk path), the editor's property table (objectProps.ts)
 * and mirrored by firestore.rules isValidInstanceSize.
 */
export interface SizeBound {
  min: number;
  max: number;
  default: number;
}

/** Stage and zone sizes are metres on the 1024 m floor; the reference's default is 5 x 5. */
export const STAGE_SIZE: SizeBound = { min: 1, max: 40, default: 5 };
export const ZONE_SIZE: SizeBound = { min: 1, max: 100, default: 5 };

/**
 * A sign post's board, in board units of SIGN_UNIT metres (the reference: default 5 x 5, width
 * at least 4, height at least 1.5).
 */
export const SIGN_WIDTH: SizeBound = { min: 4, max: 20, default: 5 };
export const SIGN_HEIGHT: SizeBound = { min: 1.5, max: 10, default: 5 };
export const SIGN_UNIT = 0.25;
/** Metres within which a sign post can be read (_signPost-radius; reference 2.5). */
export const SIGN_RADIUS: SizeBound = { min: 0.5, max: 20, default: 2.5 };

/**
 * The global stage's sensor is VOICE.stageRadius (4 m, reference) at the default 5 x 5 size;
 * a stage sized otherwise is an ellipse scaled per axis (STAGE_SENSOR_PER_METRE x its size).
 */
export const STAGE_SENSOR_PER_METRE = VOICE.stageRadius / STAGE_SIZE.default;

/** A stored number within its bounds, else the default (wrong types, NaN, out of range). */
export function sizeOr(bound: SizeBound, value: unknown): number {
  return typeof value === 'number' && value >= bound.min && value <= bound.max
    ? value
    : bound.default;
}
