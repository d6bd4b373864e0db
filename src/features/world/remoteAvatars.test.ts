import { describe, expect, it } from 'vitest';
import type { PositionRecord } from '../../domain/positionDocs';
import { advance, createRemote, retarget } from './remoteAvatars';

const record = (at: Partial<PositionRecord>): PositionRecord => ({
  uid: 'a',
  x: 0,
  y: 0,
  angle: 0,
  interval: 1000,
  t: 0,
  name: 'A',
  animal: 'fox',
  muted: false,
  reaction: '',
  hand: false,
  ...at,
});

describe('remote avatar interpolation', () => {
  it('glides from the drawn position to the new one over the interval', () => {
    const remote = createRemote(record({ x: 10, y: 10, angle: 0 }), 0);
    retarget(remote, record({ x: 20, y: 10, angle: 0, interval: 500 }), 1000);
    advance(remote, 1250);
    expect(remote.x).toBeCloseTo(15);
    expect(remote.moving).toBe(true);
    advance(remote, 1500);
    expect(remote.x).toBe(20);
    expect(remote.moving).toBe(false);
  });

  it('starts the next glide from where the avatar is drawn, not from the old target', () => {
    const remote = createRemote(record({ x: 0, y: 0, angle: 0 }), 0);
    retarget(remote, record({ x: 10, y: 0, angle: 0, interval: 1000 }), 0);
    advance(remote, 500);
    retarget(remote, record({ x: 10, y: 10, angle: 0, interval: 1000 }), 500);
    expect(remote.fromX).toBeCloseTo(5);
  });

  it('turns the short way round', () => {
    const remote = createRemote(record({ x: 0, y: 0, angle: 3 }), 0);
    retarget(remote, record({ x: 0, y: 0, angle: -3, interval: 100 }), 0);
    advance(remote, 50);
    expect(Math.abs(remote.angle)).toBeGreaterThan(3);
  });
});
