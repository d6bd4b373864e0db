import type { AnimalLook } from '../../domain/avatars/animals';
import type { AvatarPart, Vec3 } from './avatarPart';
import type { BodyPlan } from './bodyPlan';
import { add, ball, ellipsoid, mul, norm, rotationY, segment, side, stretched } from './partMath';

/** The tail's pieces before wagging is attached. */
function tailPieces(look: AnimalLook, base: Vec3): AvatarPart[] {
  const t = look.tail.length;
  const { tail: color, accent, detail, markings } = look.colors;
  const along = (dir: Vec3, k: number) => add(base, mul(norm(dir), t * k));
  // A rope tail droops back then down, never through the floor.
  const rope = (): [AvatarPart, AvatarPart, Vec3] => {
    const knee = along([0, -0.5, -1], 0.6);
    const end: Vec3 = add(knee, mul(norm([0, -1, -0.3]), t * 0.45));
    const tip: Vec3 = [end[0], Math.max(end[1], 0.02), end[2]];
    const radius = Math.max(0.012, t * 0.05);
    return [
      segment('limb', 'tail', base, knee, radius, color),
      segment('limb', 'tail', knee, tip, radius * 0.9, color),
      tip,
    ];
  };
  switch (look.tail.shape) {
    case 'none':
      return [];
    case 'stub':
      return [ball('tail', add(base, [0, 0.01, -t * 0.3]), t, color)];
    case 'bushy': {
      const dir: Vec3 = [0, 0.1, -1];
      return [
        stretched('tail', along(dir, 0.5), dir, t * 0.55, t * 0.22, color),
        stretched('tail', along(dir, 0.9), dir, t * 0.16, t * 0.15, accent),
      ];
    }
    case 'plume': {
      const dir: Vec3 = [0, 1, -0.45];
      return [
        stretched('tail', along(dir, 0.5), dir, t * 0.55, t * 0.27, color),
        ellipsoid(
          'tail',
          add(along(dir, 0.95), [0, 0, -t * 0.12]),
          [t * 0.25, t * 0.25, t * 0.25],
          color,
        ),
      ];
    }
    case 'ringed': {
      const dir: Vec3 = [0, 0.1, -1];
      const rings = [0.3, 0.55, 0.8].map((k) => {
        const across = t * 0.19 * Math.sqrt(1 - ((k - 0.5) / 0.55) ** 2);
        return stretched('tail', along(dir, k), dir, t * 0.06, across, markings);
      });
      return [stretched('tail', along(dir, 0.5), dir, t * 0.55, t * 0.18, color), ...rings];
    }
    case 'thin':
      return [
        segment('limb', 'tail', base, along([0, 1, -0.6], 1), Math.max(0.016, t * 0.07), color),
      ];
    case 'rope': {
      const [upper, lower] = rope();
      return [upper, lower];
    }
    case 'tuft': {
      const [upper, lower, tip] = rope();
      return [upper, lower, ball('tail', tip, t * 0.12, detail)];
    }
    case 'hair': {
      const dir: Vec3 = [0, -1.4, -0.6];
      return [stretched('tail', along(dir, 0.5), dir, t * 0.55, t * 0.14, color)];
    }
    case 'curly':
      return [
        {
          ...ellipsoid('tail', add(base, [0, 0, -t * 0.6]), [t, t, t], color),
          shape: 'torus',
          rotation: rotationY(Math.PI / 2),
        },
      ];
    case 'flat':
      return [ellipsoid('tail', [0, 0.035, base[2] - t * 0.5], [t * 0.35, 0.025, t * 0.55], color)];
    case 'long': {
      // A thick tapering cone lying along the ground.
      const thickness = Math.min(look.body.width, look.body.height) * 0.7;
      return [
        segment(
          'cone',
          'tail',
          add(base, [0, 0, 0.03]),
          [0, 0.03, base[2] - t],
          thickness,
          color,
          thickness * 0.7,
        ),
      ];
    }
    case 'fan': {
      if (look.body.stance === 'low') {
        // Hind flippers splayed on the ground (seal).
        return [-1, 1].map((s) =>
          ellipsoid(
            'tail',
            side(s, [0.05, 0.03, base[2] - t * 0.5]),
            [t * 0.35, 0.02, t * 0.5],
            color,
            rotationY(s * 0.4),
          ),
        );
      }
      // Long tails (parrot) hang down, short ones (hen, penguin) cock up.
      const dir: Vec3 = t > 0.2 ? [0, -0.45, -1] : [0, 0.6, -1];
      return [stretched('tail', along(dir, 0.5), dir, t * 0.55, t * 0.45, color, 0.02)];
    }
  }
}

export function tailParts(look: AnimalLook, plan: BodyPlan): AvatarPart[] {
  const pivot = plan.tailBase;
  return tailPieces(look, pivot).map((part) => ({ ...part, motion: { kind: 'wag', pivot } }));
}
