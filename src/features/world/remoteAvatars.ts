import type { PositionRecord } from '../../domain/positionDocs';
import { normaliseAngle } from '../../domain/positions';

/** A remote attendee as rendered: interpolated from its last position towards the newest. */
export interface RemoteAvatar {
  id: string;
  animal: string;
  name: string;
  muted: boolean;
  /** The reaction worn on the newest position; a change shows a bubble. */
  reaction: string;
  /** Frame time (ms) the current bubble appeared; null when there is none to show. */
  reactionAt: number | null;
  /** A raised hand (src/domain/talk.ts), as worn on the newest position. */
  hand: boolean;
  /** Server time of the newest position received (keep-alive included), ms; null if pending. */
  seenAt: number | null;
  fromX: number;
  fromY: number;
  fromAngle: number;
  toX: number;
  toY: number;
  toAngle: number;
  startedAt: number;
  duration: number;
  x: number;
  y: number;
  angle: number;
  moving: boolean;
}

export function createRemote(at: PositionRecord, now: number): RemoteAvatar {
  return {
    id: at.uid,
    animal: at.animal,
    name: at.name,
    muted: at.muted,
    // What someone wore before they were seen is not news: no bubble until it changes.
    reaction: at.reaction,
    reactionAt: null,
    hand: at.hand,
    seenAt: at.t,
    fromX: at.x,
    fromY: at.y,
    fromAngle: at.angle,
    toX: at.x,
    toY: at.y,
    toAngle: at.angle,
    startedAt: now,
    duration: 1,
    x: at.x,
    y: at.y,
    angle: at.angle,
    moving: false,
  };
}

/** A new position arrived: glide from where the avatar is drawn now, over the sync interval. */
export function retarget(remote: RemoteAvatar, next: PositionRecord, now: number): void {
  remote.animal = next.animal;
  remote.name = next.name;
  remote.muted = next.muted;
  remote.hand = next.hand;
  if (next.reaction !== remote.reaction) {
    remote.reaction = next.reaction;
    remote.reactionAt = next.reaction ? now : null;
  }
  remote.seenAt = next.t;
  remote.fromX = remote.x;
  remote.fromY = remote.y;
  remote.fromAngle = remote.angle;
  remote.toX = next.x;
  remote.toY = next.y;
  remote.toAngle = next.angle;
  remote.startedAt = now;
  remote.duration = Math.max(1, next.interval);
}

/** Advances the interpolation to `now` (smoothing follows the interval, per the reference). */
export function advance(remote: RemoteAvatar, now: number): void {
  const k = Math.min(1, Math.max(0, (now - remote.startedAt) / remote.duration));
  remote.x = remote.fromX + (remote.toX - remote.fromX) * k;
  remote.y = remote.fromY + (remote.toY - remote.fromY) * k;
  const turn = normaliseAngle(remote.toAngle - remote.fromAngle);
  remote.angle = normaliseAngle(remote.fromAngle + turn * k);
  remote.moving = k < 1 && Math.hypot(remote.toX - remote.fromX, remote.toY - remote.fromY) > 0.01;
}
