import type { AnimalLook } from '../../domain/avatars/animals';
import type { AvatarPart, Vec3 } from './avatarPart';
import { add, ellipsoid, rotationY, rotationZ, segment, side, withMotion } from './partMath';

/** Where the stance put the big pieces; head, tail and markings attach to these anchors. */
export interface BodyPlan {
  parts: AvatarPart[];
  bodyCenter: Vec3;
  bodyRadii: Vec3;
  headCenter: Vec3;
  headRadii: Vec3;
  tailBase: Vec3;
  /** Top of the neck where it meets the body (manes run from here to the head). */
  withers: Vec3;
}

const SIDES = [-1, 1] as const;
const isBird = (look: AnimalLook) => look.legs.forelimbs === 'wings';

function leg(look: AnimalLook, hip: Vec3, foot: Vec3, phase: number): AvatarPart {
  const color = isBird(look) ? look.colors.snout : look.colors.extremity;
  const limb = segment('limb', 'leg', hip, foot, look.legs.thickness, color);
  return withMotion(limb, { kind: 'swing', pivot: hip, phase });
}

/** Neck limb from the body to the head, thick enough to blend into both. */
function neck(look: AnimalLook, base: Vec3, head: Vec3): AvatarPart {
  const radius = Math.max(look.head.size * 0.45, look.legs.thickness * 1.2);
  return segment('limb', 'neck', base, head, radius, look.colors.body);
}

function fourLegged(look: AnimalLook): BodyPlan {
  const { length: bl, width: bw, height: bh } = look.body;
  const hs = look.head.size;
  const bodyY = look.legs.length + bh * 0.75;
  const hipY = bodyY - bh * 0.2;
  const parts = [ellipsoid('body', [0, bodyY, 0], [bw, bh, bl], look.colors.body)];
  for (const sx of SIDES) {
    for (const sz of SIDES) {
      const hip: Vec3 = [sx * bw * 0.55, hipY, sz * bl * 0.62];
      // Diagonal pairs move together, like a trot.
      parts.push(leg(look, hip, [hip[0], 0, hip[2]], sx * sz > 0 ? 0 : Math.PI));
    }
  }
  const withers: Vec3 = [0, bodyY + bh * 0.35, bl * 0.7];
  let headCenter: Vec3 = [0, bodyY + bh * 0.55, bl * 0.88 + hs * 0.3];
  if (look.head.neck > 0) {
    headCenter = add(withers, [
      0,
      look.head.neck * 0.92 + hs * 0.3,
      look.head.neck * 0.35 + hs * 0.3,
    ]);
    parts.push(neck(look, withers, headCenter));
  }
  return {
    parts,
    bodyCenter: [0, bodyY, 0],
    bodyRadii: [bw, bh, bl],
    headCenter,
    headRadii: [hs, hs, hs],
    tailBase: [0, bodyY + bh * 0.35, -bl * 0.92],
    withers,
  };
}

function forelimbs(look: AnimalLook, bodyY: number): AvatarPart[] {
  const { length: bl, width: bw, height: bh } = look.body;
  const { forelimbs: kind, thickness } = look.legs;
  return SIDES.map((s) => {
    if (kind === 'arms') {
      const shoulder: Vec3 = [s * bw * 0.85, bodyY + bh * 0.45, bl * 0.1];
      const hand: Vec3 = [s * bw * 1.05, bodyY - bh * 0.35, bl * 0.45];
      const arm = segment('limb', 'arm', shoulder, hand, thickness * 0.9, look.colors.extremity);
      return withMotion(arm, { kind: 'swing', pivot: shoulder, phase: s > 0 ? 0 : Math.PI });
    }
    // Wings and flippers: flat blades hanging at the sides.
    const depth = kind === 'wings' ? bl * 0.75 : bl * 0.4;
    const center: Vec3 = [s * bw * 0.92, bodyY + bh * 0.02, -bl * 0.08];
    const wing = ellipsoid('wing', center, [0.025, bh * 0.65, depth], look.colors.extremity);
    return { ...wing, rotation: rotationZ(s * 0.12) };
  });
}

function upright(look: AnimalLook): BodyPlan {
  const { length: bl, width: bw, height: bh } = look.body;
  const hs = look.head.size;
  const bodyY = look.legs.length + bh * 0.95;
  const parts = [ellipsoid('body', [0, bodyY, 0], [bw, bh, bl], look.colors.body)];
  const footColor = isBird(look) ? look.colors.snout : look.colors.extremity;
  for (const s of SIDES) {
    const hip: Vec3 = [s * bw * 0.45, bodyY - bh * 0.7, 0];
    parts.push(leg(look, hip, [hip[0], 0.02, 0], s > 0 ? Math.PI : 0));
    const foot = [s * bw * 0.45, 0.022, bl * 0.3] as const;
    parts.push(ellipsoid('foot', foot, [look.legs.thickness + 0.02, 0.022, bl * 0.5], footColor));
  }
  parts.push(...forelimbs(look, bodyY));
  const withers: Vec3 = [0, bodyY + bh * 0.6, bl * 0.2];
  const headCenter: Vec3 = [
    0,
    bodyY + bh * 0.8 + look.head.neck + hs * 0.7,
    bl * 0.3 + look.head.neck * 0.3,
  ];
  if (look.head.neck > 0) parts.push(neck(look, withers, headCenter));
  return {
    parts,
    bodyCenter: [0, bodyY, 0],
    bodyRadii: [bw, bh, bl],
    headCenter,
    headRadii: [hs, hs, hs],
    tailBase: [0, bodyY - bh * 0.55, -bl * 0.9],
    withers,
  };
}

function squat(look: AnimalLook): BodyPlan {
  const { length: bl, width: bw, height: bh } = look.body;
  const hs = look.head.size;
  const bodyY = bh * 0.95;
  const { body: bodyColor, extremity } = look.colors;
  const parts = [ellipsoid('body', [0, bodyY, 0], [bw, bh, bl], bodyColor)];
  for (const s of SIDES) {
    const shoulder = side(s, [bw * 0.45, bodyY * 0.6, bl * 0.55]);
    parts.push(leg(look, shoulder, side(s, [bw * 0.5, 0, bl * 0.78]), s > 0 ? 0 : Math.PI));
    // Folded hind legs: a haunch and a long flat foot pointing forward.
    parts.push(
      ellipsoid(
        'leg',
        side(s, [bw * 0.78, bh * 0.55, -bl * 0.25]),
        [bw * 0.3, bh * 0.5, bl * 0.45],
        bodyColor,
      ),
    );
    parts.push(
      ellipsoid(
        'foot',
        side(s, [bw * 0.85, 0.02, -bl * 0.02]),
        [look.legs.thickness * 1.3, 0.02, bl * 0.42],
        extremity,
      ),
    );
  }
  return {
    parts,
    bodyCenter: [0, bodyY, 0],
    bodyRadii: [bw, bh, bl],
    headCenter: [0, bodyY + bh * 0.55, bl * 0.62 + hs * 0.2],
    // Squat animals have wide, low heads (frog, hamster).
    headRadii: [hs * 1.12, hs * 0.88, hs * 0.95],
    tailBase: [0, bh * 0.5, -bl * 0.95],
    withers: [0, bodyY + bh * 0.6, bl * 0.4],
  };
}

function low(look: AnimalLook): BodyPlan {
  const { length: bl, width: bw, height: bh } = look.body;
  const { length: legLength, forelimbs: kind } = look.legs;
  const hs = look.head.size;
  const bodyY = legLength + bh * 0.85;
  const parts = [ellipsoid('body', [0, bodyY, 0], [bw, bh, bl], look.colors.body)];
  for (const sx of SIDES) {
    if (kind === 'flippers') {
      const flipper = ellipsoid(
        'wing',
        [sx * bw * 0.95, 0.03, bl * 0.35],
        [0.07, 0.022, 0.1],
        look.colors.extremity,
      );
      parts.push({ ...flipper, rotation: rotationY(sx * 0.7) });
    }
    if (legLength <= 0) continue;
    for (const sz of SIDES) {
      // Legs splay sideways like a lizard's.
      const hip: Vec3 = [sx * bw * 0.75, bodyY - bh * 0.3, sz * bl * 0.55];
      const foot: Vec3 = [sx * (bw * 0.75 + legLength * 0.6), 0, sz * bl * 0.6];
      parts.push(leg(look, hip, foot, sx * sz > 0 ? 0 : Math.PI));
    }
  }
  const withers: Vec3 = [0, bodyY + bh * 0.2, bl * 0.8];
  const headCenter: Vec3 = [
    0,
    bodyY + bh * 0.35 + look.head.neck,
    bl * 0.92 + hs * 0.5 + look.head.neck * 0.3,
  ];
  if (look.head.neck > 0) parts.push(neck(look, withers, headCenter));
  return {
    parts,
    bodyCenter: [0, bodyY, 0],
    bodyRadii: [bw, bh, bl],
    headCenter,
    headRadii: [hs, hs * 0.9, hs],
    tailBase: [0, bodyY, -bl * 0.9],
    withers,
  };
}

export function planBody(look: AnimalLook): BodyPlan {
  switch (look.body.stance) {
    case 'four':
      return fourLegged(look);
    case 'upright':
      return upright(look);
    case 'squat':
      return squat(look);
    case 'low':
      return low(look);
  }
}
