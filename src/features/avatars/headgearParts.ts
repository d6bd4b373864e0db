import type { AnimalLook } from '../../domain/avatars/animals';
import type { AvatarPart, Vec3 } from './avatarPart';
import type { BodyPlan } from './bodyPlan';
import { add, ball, ellipsoid, mul, norm, rotationZ, segment, side } from './partMath';

const SIDES = [-1, 1] as const;

/** A branching antler for side `s`: a beam with two forward tines. */
function antler(base: Vec3, g: number, s: number, color: string): AvatarPart[] {
  const bend = add(base, [s * g * 0.45, g * 0.75, -g * 0.1]);
  const tip = add(bend, [s * g * 0.25, g * 0.35, g * 0.1]);
  const mid = add(base, [s * g * 0.22, g * 0.38, -g * 0.05]);
  const radius = 0.012 + g * 0.03;
  return [
    segment('limb', 'headgear', base, bend, radius, color),
    segment('limb', 'headgear', bend, tip, radius * 0.85, color),
    segment('limb', 'headgear', bend, add(bend, [0, g * 0.35, g * 0.22]), radius * 0.8, color),
    segment('limb', 'headgear', mid, add(mid, [0, g * 0.3, g * 0.22]), radius * 0.8, color),
  ];
}

/** Horns, antlers, manes and the like, on top of the head, the neck or the snout. */
export function headgearParts(look: AnimalLook, plan: BodyPlan, snoutTip: Vec3): AvatarPart[] {
  const c = plan.headCenter;
  const r = look.head.size;
  const g = look.headgear.size;
  const color = look.colors.detail;
  const perSide = (make: (s: number) => AvatarPart[]) => SIDES.flatMap(make);
  switch (look.headgear.kind) {
    case 'none':
      return [];
    case 'horns':
      return perSide((s) => {
        const base = add(c, side(s, [r * 0.5, r * 0.72, -r * 0.05]));
        return [
          segment('cone', 'headgear', base, add(base, mul(norm([s, 0.9, 0]), g)), g * 0.28, color),
        ];
      });
    case 'sweptHorns':
      return perSide((s) => {
        const base = add(c, side(s, [r * 0.3, r * 0.82, -r * 0.05]));
        return [
          segment(
            'cone',
            'headgear',
            base,
            add(base, mul(norm([s * 0.25, 0.8, -1]), g)),
            g * 0.18,
            color,
          ),
        ];
      });
    case 'antlers':
      return perSide((s) => antler(add(c, side(s, [r * 0.35, r * 0.82, -r * 0.1])), g, s, color));
    case 'palmAntlers':
      return perSide((s) => {
        const base = add(c, side(s, [r * 0.35, r * 0.8, -r * 0.1]));
        const beamEnd = add(base, [s * g * 0.35, g * 0.2, 0]);
        const palm = add(beamEnd, [s * g * 0.4, g * 0.25, 0]);
        return [
          segment('limb', 'headgear', base, beamEnd, 0.02, color),
          ellipsoid('headgear', palm, [g * 0.55, g * 0.32, 0.022], color, rotationZ(s * 0.35)),
        ];
      });
    case 'ossicones':
      return perSide((s) => {
        const base = add(c, side(s, [r * 0.35, r * 0.8, -r * 0.1]));
        const top = add(base, [s * g * 0.2, g, 0]);
        return [
          segment('limb', 'headgear', base, top, 0.014, color),
          ball('headgear', top, 0.022, color),
        ];
      });
    case 'noseHorn': {
      const base = add(snoutTip, [0, r * 0.08, -r * 0.2]);
      const back = add(base, [0, r * 0.1, -r * 0.4]);
      return [
        segment('cone', 'headgear', base, add(base, mul(norm([0, 1, 0.35]), g)), g * 0.3, color),
        segment('cone', 'headgear', back, add(back, [0, g * 0.5, 0]), g * 0.2, color),
      ];
    }
    case 'mane':
      return [
        ellipsoid(
          'headgear',
          add(c, [0, -r * 0.1, -r * 0.35]),
          [r * 1.5, r * 1.45, r * 0.95],
          color,
        ),
      ];
    case 'neckMane': {
      // A flat ridge along the back of the neck, from behind the ears to the shoulders.
      const top = add(c, [0, r * 0.8, -r * 0.45]);
      const withers = add(plan.withers, [0, look.body.height * 0.35, -look.body.length * 0.15]);
      return [segment('limb', 'headgear', top, withers, 0.028, color, 0.05)];
    }
    case 'comb': {
      const crown = [-0.35, 0, 0.35].map((z, i) =>
        ball(
          'headgear',
          add(c, [0, r * (0.95 - Math.abs(z) * 0.3), z * r]),
          g * (i === 1 ? 1 : 0.8),
          color,
        ),
      );
      const wattle = ellipsoid(
        'headgear',
        add(c, [0, -r * 0.6, r * 0.7]),
        [g * 0.4, g * 0.8, g * 0.4],
        color,
      );
      return [...crown, wattle];
    }
    case 'tusks':
      return perSide((s) => {
        const base = add(c, side(s, [r * 0.35, -r * 0.5, r * 0.7]));
        return [
          segment(
            'cone',
            'headgear',
            base,
            add(base, mul(norm([s * 0.2, -0.15, 1]), g)),
            g * 0.18,
            color,
          ),
        ];
      });
    case 'teeth':
      return perSide((s) => [
        ellipsoid(
          'headgear',
          add(snoutTip, [s * g * 0.45, -r * 0.32, -r * 0.05]),
          [g * 0.42, g, g * 0.25],
          color,
        ),
      ]);
  }
}
