import type { IdleMotion } from '../../domain/avatars/animals';

/** Reference product: a speaking avatar is drawn 1.25 times its size. */
export const SPEAKING_SCALE = 1.25;
const WALK_CYCLES_PER_SECOND = 2.2;
const WALK_BOUNCE = 0.035;
const LIMB_SWING_RADIANS = 0.55;

/** A stable phase in [0, 2π) per avatar id, so a crowd does not bob in lockstep. */
export function phaseFromId(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) {
    hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  }
  return ((hash >>> 0) / 4294967296) * Math.PI * 2;
}

/** Height of the whole avatar above the floor: a bounce per step, a gentle breath at rest. */
export function bodyLift(
  idle: IdleMotion,
  moving: boolean,
  time: number,
  phase: number,
  timeScale: number,
): number {
  if (moving)
    return WALK_BOUNCE * Math.abs(Math.sin(Math.PI * WALK_CYCLES_PER_SECOND * time + phase));
  const wave = Math.sin(2 * Math.PI * idle.bobSpeed * timeScale * time + phase);
  return idle.bobAmplitude * 0.5 * (1 + wave);
}

/** Leg/arm rotation about the hip while walking; legs rest straight when still. */
export function limbSwing(moving: boolean, time: number, phase: number, partPhase: number): number {
  if (!moving) return 0;
  return (
    LIMB_SWING_RADIANS * Math.sin(2 * Math.PI * WALK_CYCLES_PER_SECOND * time + phase + partPhase)
  );
}

/** Tail rotation about the vertical axis; faster while walking. */
export function tailWag(
  idle: IdleMotion,
  moving: boolean,
  time: number,
  phase: number,
  timeScale: number,
): number {
  const speed = (moving ? 2.5 : 1.2) * timeScale;
  return idle.wag * Math.sin(2 * Math.PI * speed * time + phase);
}

export function poseScale(speaking: boolean | undefined): number {
  return speaking ? SPEAKING_SCALE : 1;
}
