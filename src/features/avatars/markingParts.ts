import type { AnimalLook, Marking } from '../../domain/avatars/animals';
import type { AvatarPart } from './avatarPart';
import type { BodyPlan } from './bodyPlan';
import { eyeAnchor } from './headParts';
import {
  add,
  alignZ,
  ellipsoid,
  mul,
  multiplyQuat,
  onEllipsoid,
  rotationX,
  rotationZ,
  segment,
  side,
} from './partMath';

const SIDES = [-1, 1] as const;

/**
 * Fixed layouts as flat (u, v) pairs: u runs along the body (-1 back .. 1 front), v around it
 * (0 right side, π/2 top, π left side). Fixed so every leopard looks the same.
 */
const SPOTS = [
  0.55, 0.5, 0.5, 2.5, 0.25, 1.2, 0.2, 1.9, 0, 0.3, -0.05, 2.8, -0.2, 1.0, -0.25, 2.1, -0.5, 0.6,
  -0.45, 1.6, -0.55, 2.5, 0.3, 0.1, -0.1, 1.55,
];
const PATCHES = [0.35, 0.6, -0.3, 1.9, 0.05, 2.6, -0.55, 0.4];
const WOOL = [
  0.5, 0.6, 0.5, 2.5, 0.1, 0.2, 0.1, 1.57, 0.1, 2.9, -0.35, 0.7, -0.35, 2.4, -0.6, 1.57, 0.55, 1.57,
];
const SHELL_PLATES = [
  0, 1.57, 0.45, 1.57, -0.45, 1.57, 0.15, 0.75, 0.15, 2.4, -0.25, 0.8, -0.25, 2.35,
];

function eachPair<T>(layout: readonly number[], make: (u: number, v: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i + 1 < layout.length; i += 2) out.push(make(layout[i] ?? 0, layout[i + 1] ?? 0));
  return out;
}

/** Flat discs lying on the body's surface (low-poly: there can be a dozen per animal). */
function surfaceDiscs(
  plan: BodyPlan,
  layout: readonly number[],
  size: number,
  color: string,
): AvatarPart[] {
  return eachPair(layout, (u, v) => {
    const { point, normal } = onEllipsoid(plan.bodyCenter, plan.bodyRadii, u, v);
    const disc = ellipsoid('marking', point, [size, size * 0.8, size * 0.3], color, alignZ(normal));
    return { ...disc, shape: 'ball' };
  });
}

/** Thin rings around the body at positions u along its length. */
function stripes(plan: BodyPlan, at: readonly number[], color: string): AvatarPart[] {
  const [bw, bh, bl] = plan.bodyRadii;
  return at.map((u) => {
    const k = Math.sqrt(1 - u * u) * 1.03;
    const center = add(plan.bodyCenter, [0, 0, bl * u]);
    // A slight forward lean reads as stripes rather than hoops.
    return ellipsoid('marking', center, [bw * k, bh * k, 0.018], color, rotationX(0.25));
  });
}

/**
 * A wide band around the body from u0 to u1: a cylinder along z just wider than the body's
 * widest cross-section in that range, so it shows all the way across.
 */
function band(plan: BodyPlan, u0: number, u1: number, color: string): AvatarPart {
  const [bw, bh, bl] = plan.bodyRadii;
  const widest = u0 <= 0 && u1 >= 0 ? 1 : Math.sqrt(1 - Math.min(u0 * u0, u1 * u1));
  const from = add(plan.bodyCenter, [0, 0, bl * u0]);
  const to = add(plan.bodyCenter, [0, 0, bl * u1]);
  return segment('limb', 'marking', from, to, bw * widest * 1.04, color, bh * widest * 1.04);
}

function marking(look: AnimalLook, plan: BodyPlan, kind: Marking): AvatarPart[] {
  const { accent, markings: color } = look.colors;
  const C = plan.bodyCenter;
  const [bw, bh, bl] = plan.bodyRadii;
  const H = plan.headCenter;
  const r = look.head.size;
  const stance = look.body.stance;
  switch (kind) {
    case 'belly':
      if (stance === 'four' || stance === 'low') {
        // Underside plus a chest blaze that shows from the front.
        return [
          ellipsoid(
            'marking',
            add(C, [0, -bh * 0.22, bl * 0.08]),
            [bw * 0.9, bh * 0.82, bl * 0.92],
            accent,
          ),
          ellipsoid('marking', add(C, [0, 0, bl * 0.62]), [bw * 0.75, bh * 0.8, bl * 0.42], accent),
        ];
      }
      return [
        ellipsoid(
          'marking',
          add(C, [0, -bh * 0.05, bl * 0.32]),
          [bw * 0.82, bh * 0.88, bl * 0.76],
          accent,
        ),
      ];
    case 'face':
      return [
        ellipsoid(
          'marking',
          add(H, [0, -r * 0.1, r * 0.42]),
          [r * 0.8, r * 0.78, r * 0.62],
          accent,
        ),
      ];
    case 'cheeks':
      return SIDES.map((s) =>
        ellipsoid(
          'marking',
          add(H, side(s, [r * 0.6, -r * 0.35, r * 0.4])),
          [r * 0.4, r * 0.36, r * 0.36],
          accent,
        ),
      );
    case 'mask':
      return [
        ellipsoid('marking', add(H, [0, r * 0.15, r * 0.5]), [r * 0.9, r * 0.26, r * 0.55], color),
      ];
    case 'eyePatches':
      return SIDES.map((s) => {
        const { center, dir } = eyeAnchor(look, plan, s);
        const e = look.eyes.size;
        // Tilted teardrops around the eyes, lying on the face.
        const rotation = multiplyQuat(alignZ(dir), rotationZ(-s * 0.5));
        return ellipsoid(
          'marking',
          add(center, mul(dir, -e * 0.6)),
          [e * 2, e * 2.6, e * 1.2],
          color,
          rotation,
        );
      });
    case 'spots':
      return surfaceDiscs(plan, SPOTS, Math.min(bw, bh) * 0.26, color);
    case 'patches':
      return surfaceDiscs(plan, PATCHES, Math.min(bw, bh) * 0.62, color);
    case 'stripes':
      return stripes(plan, [-0.6, -0.3, 0, 0.3, 0.55], color);
    case 'saddle':
      return [band(plan, 0.05, 0.55, color)];
    case 'wool':
      return eachPair(WOOL, (u, v) => {
        const { point } = onEllipsoid(C, [bw * 0.85, bh * 0.85, bl * 0.85], u, v);
        const puff = Math.min(bw, bh) * 0.45;
        return ellipsoid('marking', point, [puff, puff, puff], look.colors.body);
      });
    case 'spines': {
      const spines: AvatarPart[] = [];
      for (const u of [-0.75, -0.45, -0.15, 0.15, 0.45]) {
        for (const v of [0.35, 0.9, 1.57, 2.25, 2.8]) {
          const { point, normal } = onEllipsoid(C, plan.bodyRadii, u, v + u * 0.2);
          spines.push(
            segment(
              'cone',
              'marking',
              add(point, mul(normal, -0.01)),
              add(point, mul(normal, 0.07)),
              0.026,
              color,
            ),
          );
        }
      }
      return spines;
    }
    case 'ridges':
      return [-0.7, -0.4, -0.1, 0.2, 0.5].flatMap((u) =>
        SIDES.map((s) => {
          const { point, normal } = onEllipsoid(C, plan.bodyRadii, u, Math.PI / 2 - s * 0.35);
          return segment('cone', 'marking', point, add(point, mul(normal, 0.035)), 0.016, color);
        }),
      );
    case 'shell': {
      const plates = surfaceDiscs(plan, SHELL_PLATES, Math.min(bw, bl) * 0.3, color);
      const rim = ellipsoid(
        'marking',
        add(C, [0, -bh * 0.4, 0]),
        [bw * 1.06, bh * 0.14, bl * 1.06],
        color,
      );
      return [...plates, rim];
    }
    case 'beard': {
      const chin = add(H, [0, -r * 0.55, r * 0.55]);
      return [
        segment('cone', 'marking', chin, add(chin, [0, -r * 0.65, -r * 0.1]), r * 0.2, color),
      ];
    }
  }
}

export function markingParts(look: AnimalLook, plan: BodyPlan): AvatarPart[] {
  return look.markings.flatMap((kind) => marking(look, plan, kind));
}
