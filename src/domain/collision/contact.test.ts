import { describe, expect, it } from 'vitest';
import { circleContact, circleOverlaps, createContact, pointInside } from './contact';
import { boundsOf, boxCollider, circleCollider, colliderFromPhysics } from './shapes';

describe('colliders from physicsData', () => {
  it('makes circles and boxes, and nothing when physics is off', () => {
    expect(colliderFromPhysics(1, 2, 0, { enabled: true, shape: 'CIRCLE', radius: 2.4 })).toEqual(
      circleCollider(1, 2, 2.4),
    );
    expect(
      colliderFromPhysics(1, 2, 0.5, { enabled: true, shape: 'BOX', hx: 1.1, hy: 0.35 }),
    ).toEqual(boxCollider(1, 2, 0.5, 1.1, 0.35));
    expect(colliderFromPhysics(1, 2, 0, { enabled: false, shape: 'CIRCLE', radius: 1 })).toBeNull();
  });

  it('bounds a turned box by its corners', () => {
    const b = boundsOf(boxCollider(0, 0, Math.PI / 4, 1, 1));
    expect(b.maxX).toBeCloseTo(Math.SQRT2);
    expect(b.minY).toBeCloseTo(-Math.SQRT2);
  });
});

describe('circle against collider', () => {
  it('measures overlap and normal against a circle', () => {
    const contact = circleContact(circleCollider(0, 0, 1), 1.2, 0, 0.5, createContact());
    expect(contact.depth).toBeCloseTo(0.3);
    expect([contact.nx, contact.ny]).toEqual([1, 0]);
  });

  it('measures against a box face, an edge point and from inside', () => {
    const box = boxCollider(0, 0, 0, 2, 1);
    const face = circleContact(box, 0.5, 1.3, 0.5, createContact());
    expect(face.depth).toBeCloseTo(0.2);
    expect(face.ny).toBeCloseTo(1);
    const corner = circleContact(box, 2.3, 1.4, 0.6, createContact());
    expect(corner.depth).toBeCloseTo(0.1);
    expect(corner.nx).toBeCloseTo(0.6);
    expect(corner.ny).toBeCloseTo(0.8);
    // Inside, nearer the left face than the top: out through the left face.
    const inside = circleContact(box, -1.8, 0.2, 0.5, createContact());
    expect(inside.depth).toBeCloseTo(0.7);
    expect(inside.nx).toBeCloseTo(-1);
  });

  it('turns boxes the way three.js turns the scenery mesh (Euler(0, angle, 0))', () => {
    // A quarter turn about +y takes the local x axis (east) to north (-y on the floor).
    const box = boxCollider(10, 10, Math.PI / 2, 2, 0.5);
    expect(pointInside(box, 10, 8.2)).toBe(true);
    expect(pointInside(box, 11.8, 10)).toBe(false);
    const contact = circleContact(box, 10, 7.8, 0.5, createContact());
    expect(contact.depth).toBeCloseTo(0.3);
    expect(contact.ny).toBeCloseTo(-1);
  });
});

describe('sensors', () => {
  const stage = boxCollider(100, 100, Math.PI / 4, 3, 1);
  const portal = circleCollider(50, 50, 1.5);

  it('tells whether a point is inside, edges included', () => {
    expect(pointInside(portal, 51.5, 50)).toBe(true);
    expect(pointInside(portal, 51.6, 50)).toBe(false);
    // Along the turned box's long axis (cos, -sin) at 45 degrees.
    const along = 2.9 / Math.SQRT2;
    expect(pointInside(stage, 100 + along, 100 - along)).toBe(true);
    expect(pointInside(stage, 100 + along, 100 + along)).toBe(false);
  });

  it('tells whether a circle touches', () => {
    expect(circleOverlaps(portal, 52.4, 50, 1)).toBe(true);
    expect(circleOverlaps(portal, 52.6, 50, 1)).toBe(false);
    expect(circleOverlaps(stage, 100, 100 + 1.4 * Math.SQRT2, 0.5)).toBe(true);
    expect(circleOverlaps(stage, 100, 100 + 1.6 * Math.SQRT2, 0.5)).toBe(false);
  });
});
