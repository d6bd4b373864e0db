import type { AnimalLook } from '../../domain/avatars/animals';
import type { AvatarPart, Vec3 } from './avatarPart';
import type { BodyPlan } from './bodyPlan';
import { add, ball, ellipsoid, mul, norm, rotationZ, segment, side, sub } from './partMath';

const SIDES = [-1, 1] as const;
const PUPIL = '#111111';
const GLINT = '#ffffff';

/** Where an eye sits for side `s`: its centre and the outward direction it looks along. */
export function eyeAnchor(
  look: AnimalLook,
  plan: BodyPlan,
  s: number,
): { center: Vec3; dir: Vec3 } {
  const { shape } = look.snout;
  // Birds with straight beaks see sideways, owls and parrots forward, frogs from the top.
  const spread = shape === 'beak' || shape === 'bill' ? 0.8 : shape === 'hookBeak' ? 0.42 : 0.5;
  const elevation = look.body.stance === 'squat' && shape === 'none' ? 0.75 : 0.22;
  const dir = norm([
    s * Math.sin(spread) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(spread) * Math.cos(elevation),
  ]);
  const r = plan.headRadii;
  const onSurface: Vec3 = [dir[0] * r[0], dir[1] * r[1], dir[2] * r[2]];
  // Half sunk into the head, but clear of a face disc, which would otherwise swallow the eyes.
  const lift = look.markings.includes('face') ? look.head.size * 0.06 : -look.eyes.size * 0.2;
  return { center: add(add(plan.headCenter, onSurface), mul(dir, lift)), dir };
}

function eyes(look: AnimalLook, plan: BodyPlan): AvatarPart[] {
  const size = look.eyes.size;
  return SIDES.flatMap((s) => {
    const { center, dir } = eyeAnchor(look, plan, s);
    const pupil = add(center, mul(dir, size * 0.42));
    const glint = add(pupil, [s * size * 0.1, size * 0.3, size * 0.3]);
    return [
      ball('eye', center, size, look.colors.eye),
      ball('eye', pupil, size * 0.6, PUPIL),
      ball('eye', glint, size * 0.2, GLINT),
    ];
  });
}

function ears(look: AnimalLook, plan: BodyPlan): AvatarPart[] {
  const c = plan.headCenter;
  const r = look.head.size;
  const e = look.ears.size;
  const { extremity, accent } = look.colors;
  return SIDES.flatMap((s): AvatarPart[] => {
    switch (look.ears.shape) {
      case 'pointy': {
        const base = add(c, side(s, [r * 0.5, r * 0.7, -r * 0.05]));
        const tip = add(base, mul(norm([s * 0.45, 1, -0.05]), e));
        const innerBase = add(base, [0, e * 0.1, e * 0.14]);
        return [
          segment('cone', 'ear', base, tip, e * 0.5, extremity, e * 0.22),
          segment(
            'cone',
            'ear',
            innerBase,
            add(tip, [0, -e * 0.25, e * 0.1]),
            e * 0.3,
            accent,
            e * 0.1,
          ),
        ];
      }
      case 'round': {
        const center = add(c, side(s, [r * 0.62, r * 0.7, -r * 0.1]));
        return [
          ellipsoid('ear', center, [e, e, e * 0.4], extremity, rotationZ(-s * 0.45)),
          ellipsoid(
            'ear',
            add(center, [0, 0, e * 0.22]),
            [e * 0.6, e * 0.6, e * 0.25],
            accent,
            rotationZ(-s * 0.45),
          ),
        ];
      }
      case 'long': {
        const base = add(c, side(s, [r * 0.35, r * 0.75, -r * 0.1]));
        const tip = add(base, mul(norm([s * 0.25, 1, -0.2]), e));
        return [
          segment('limb', 'ear', base, tip, e * 0.24, extremity, e * 0.1),
          segment(
            'limb',
            'ear',
            add(base, [0, e * 0.08, e * 0.07]),
            add(tip, [0, -e * 0.1, e * 0.05]),
            e * 0.15,
            accent,
            e * 0.05,
          ),
        ];
      }
      case 'floppy': {
        const top = add(c, side(s, [r * 0.82, r * 0.35, -r * 0.05]));
        const center = add(top, [s * e * 0.12, -e * 0.45, 0]);
        return [
          ellipsoid('ear', center, [e * 0.12, e * 0.55, e * 0.38], extremity, rotationZ(s * 0.25)),
        ];
      }
      case 'small':
        return [
          ellipsoid(
            'ear',
            add(c, side(s, [r * 0.62, r * 0.72, -r * 0.15])),
            [e, e, e * 0.7],
            extremity,
          ),
        ];
      case 'none':
        return [];
    }
  });
}

/** The snout parts and the point at its tip (noses, horns and teeth attach there). */
function snout(look: AnimalLook, plan: BodyPlan): { parts: AvatarPart[]; tip: Vec3 } {
  const c = plan.headCenter;
  const r = look.head.size;
  const l = look.snout.length;
  const { snout: color, nose } = look.colors;
  const at = (offset: Vec3) => add(c, offset);
  const nostrils = (tip: Vec3, spread: number) =>
    SIDES.map((s) => ball('nose', add(tip, [s * spread, 0, 0]), r * 0.06, nose));
  switch (look.snout.shape) {
    case 'none':
      return { parts: [], tip: at([0, -r * 0.2, r]) };
    case 'button': {
      const tip = at([0, -r * 0.05, r * 0.98]);
      return { parts: [ball('nose', tip, r * 0.12 + l, nose)], tip };
    }
    case 'muzzle': {
      const center = at([0, -r * 0.3, r * 0.72 + l * 0.4]);
      const radii: Vec3 = [r * 0.48, r * 0.36, r * 0.3 + l * 0.5];
      const tip = add(center, [0, r * 0.18, radii[2] * 0.92]);
      return {
        parts: [ellipsoid('snout', center, radii, color), ball('nose', tip, r * 0.14, nose)],
        tip,
      };
    }
    case 'pointed': {
      const tip = at([0, -r * 0.3, r * 0.9 + l]);
      const cone = segment(
        'cone',
        'snout',
        at([0, -r * 0.2, r * 0.45]),
        tip,
        r * 0.45,
        color,
        r * 0.34,
      );
      return { parts: [cone, ball('nose', tip, r * 0.12, nose)], tip };
    }
    case 'long': {
      const flat = look.body.stance === 'low' ? 0.5 : 1;
      const center = at([0, -r * 0.25, r * 0.55 + l * 0.5]);
      const radii: Vec3 = [r * 0.5, r * 0.42 * flat, r * 0.45 + l * 0.55];
      const tip = add(center, [0, radii[1] * 0.6, radii[2] * 0.9]);
      return { parts: [ellipsoid('snout', center, radii, color), ...nostrils(tip, r * 0.16)], tip };
    }
    case 'disc': {
      const tip = at([0, -r * 0.15, r * 0.75 + l]);
      const disc = segment('limb', 'snout', at([0, -r * 0.15, r * 0.6]), tip, r * 0.38, color);
      return { parts: [disc, ...nostrils(add(tip, [0, 0, r * 0.02]), r * 0.13)], tip };
    }
    case 'broad': {
      const center = at([0, -r * 0.35, r * 0.65 + l * 0.4]);
      const radii: Vec3 = [r * 0.72, r * 0.5, r * 0.35 + l * 0.55];
      const tip = add(center, [0, radii[1] * 0.55, radii[2] * 0.85]);
      return { parts: [ellipsoid('snout', center, radii, color), ...nostrils(tip, r * 0.3)], tip };
    }
    case 'beak': {
      const tip = at([0, -r * 0.18, r * 0.85 + l]);
      return {
        parts: [segment('cone', 'snout', at([0, -r * 0.1, r * 0.7]), tip, r * 0.28, color)],
        tip,
      };
    }
    case 'hookBeak': {
      const base = at([0, 0, r * 0.75]);
      const tip = at([0, -r * 0.25 - l * 0.6, r * 0.9 + l * 0.6]);
      // The last third is tinted with the nose colour (macaw's dark hook, flamingo's black tip).
      const hook = add(base, mul(sub(tip, base), 0.62));
      return {
        parts: [
          segment('cone', 'snout', base, tip, r * 0.26, color),
          segment('cone', 'snout', hook, tip, r * 0.26 * 0.4, nose),
        ],
        tip,
      };
    }
    case 'bill': {
      const center = at([0, -r * 0.22, r * 0.8 + l * 0.45]);
      const radii: Vec3 = [r * 0.42, r * 0.13, l * 0.6 + r * 0.1];
      return {
        parts: [ellipsoid('snout', center, radii, color)],
        tip: add(center, [0, 0, radii[2]]),
      };
    }
    case 'trunk': {
      const base = at([0, -r * 0.2, r * 0.75]);
      const bend = add(base, [0, -l * 0.45, l * 0.28]);
      const tip = add(bend, [0, -l * 0.45, l * 0.18]);
      return {
        parts: [
          ellipsoid('snout', base, [r * 0.42, r * 0.4, r * 0.35], color),
          segment('limb', 'snout', base, bend, r * 0.27, color),
          segment('limb', 'snout', bend, tip, r * 0.2, color),
        ],
        tip,
      };
    }
  }
}

export function headParts(
  look: AnimalLook,
  plan: BodyPlan,
): { parts: AvatarPart[]; snoutTip: Vec3 } {
  const head = ellipsoid('head', plan.headCenter, plan.headRadii, look.colors.head);
  const nose = snout(look, plan);
  return {
    parts: [head, ...eyes(look, plan), ...ears(look, plan), ...nose.parts],
    snoutTip: nose.tip,
  };
}
