/**
 * The parameters that make a procedural animal avatar distinct at a glance. Pure data: the
 * renderer (src/features/avatars) turns a look into coloured primitives. Lengths are in world
 * units before `scale`; an animal is roughly 1 unit tall and fits in a ~0.5 unit radius.
 */

/** How the body is carried: on four legs, sitting up, squatting on the ground, or low and long. */
type Stance = 'four' | 'upright' | 'squat' | 'low';
type Forelimbs = 'legs' | 'arms' | 'wings' | 'flippers';
type EarShape = 'pointy' | 'round' | 'long' | 'floppy' | 'small' | 'none';
type SnoutShape =
  | 'none'
  | 'button'
  | 'muzzle'
  | 'pointed'
  | 'long'
  | 'disc'
  | 'broad'
  | 'beak'
  | 'hookBeak'
  | 'bill'
  | 'trunk';
type TailShape =
  | 'none'
  | 'stub'
  | 'bushy'
  | 'plume'
  | 'ringed'
  | 'thin'
  | 'rope'
  | 'tuft'
  | 'hair'
  | 'curly'
  | 'flat'
  | 'long'
  | 'fan';
type Headgear =
  | 'none'
  | 'horns'
  | 'sweptHorns'
  | 'antlers'
  | 'palmAntlers'
  | 'ossicones'
  | 'noseHorn'
  | 'mane'
  | 'neckMane'
  | 'comb'
  | 'tusks'
  | 'teeth';
/** Extra surface details. `belly`, `face` and `cheeks` use the accent colour, the rest `markings`. */
export type Marking =
  | 'belly'
  | 'face'
  | 'cheeks'
  | 'mask'
  | 'eyePatches'
  | 'spots'
  | 'stripes'
  | 'patches'
  | 'saddle'
  | 'wool'
  | 'spines'
  | 'ridges'
  | 'shell'
  | 'beard';

/** CSS hex colours, '#rrggbb'. */
interface AnimalColors {
  body: string;
  head: string;
  /** Belly, face patch, cheeks, inner ears, tail tip. */
  accent: string;
  /** Ears, legs, feet, wings. */
  extremity: string;
  /** Muzzle, beak, bill or trunk. */
  snout: string;
  nose: string;
  tail: string;
  /** Horns, antlers, mane, comb, tusks, teeth, tail tuft. */
  detail: string;
  /** Spots, stripes, patches, mask, spines. */
  markings: string;
  eye: string;
}

export interface IdleMotion {
  /** Vertical bob while standing still, in units. */
  bobAmplitude: number;
  /** Bob cycles per second. */
  bobSpeed: number;
  /** Tail wag amplitude in radians. */
  wag: number;
}

/** Body half-extents (ellipsoid radii): length along z, width along x, height along y. */
interface BodyLook {
  stance: Stance;
  length: number;
  width: number;
  height: number;
}

interface LegsLook {
  forelimbs: Forelimbs;
  /** Hip-to-ground length; 0 means no hind legs (seal). */
  length: number;
  thickness: number;
}

interface HeadLook {
  /** Head radius. */
  size: number;
  neck: number;
}

export interface AnimalLook {
  /** Overall scale applied to every part. */
  scale: number;
  body: BodyLook;
  legs: LegsLook;
  head: HeadLook;
  ears: { shape: EarShape; size: number };
  snout: { shape: SnoutShape; length: number };
  headgear: { kind: Headgear; size: number };
  tail: { shape: TailShape; length: number };
  /** Eye radius. */
  eyes: { size: number };
  markings: readonly Marking[];
  colors: AnimalColors;
  idle: IdleMotion;
}

type Grouped = 'body' | 'legs' | 'head' | 'ears' | 'snout' | 'headgear' | 'tail' | 'eyes' | 'idle';

/** What a catalogue entry must say; everything else falls back to a medium quadruped. */
export type LookInput = { [K in Grouped]?: Partial<AnimalLook[K]> } & {
  scale?: number;
  markings?: readonly Marking[];
  colors: Partial<AnimalColors> & Pick<AnimalColors, 'body'>;
};

const DEFAULT_LOOK: Omit<AnimalLook, 'colors'> = {
  scale: 1,
  body: { stance: 'four', length: 0.3, width: 0.17, height: 0.17 },
  legs: { forelimbs: 'legs', length: 0.28, thickness: 0.045 },
  head: { size: 0.16, neck: 0 },
  ears: { shape: 'pointy', size: 0.1 },
  snout: { shape: 'muzzle', length: 0.08 },
  headgear: { kind: 'none', size: 0 },
  tail: { shape: 'thin', length: 0.25 },
  eyes: { size: 0.028 },
  markings: [],
  idle: { bobAmplitude: 0.015, bobSpeed: 0.8, wag: 0.25 },
};

/** Fills a catalogue entry's omitted fields; colours default to the body colour. */
function defineLook(input: LookInput): AnimalLook {
  const { colors } = input;
  const d = DEFAULT_LOOK;
  const head = colors.head ?? colors.body;
  return {
    scale: input.scale ?? d.scale,
    body: { ...d.body, ...input.body },
    legs: { ...d.legs, ...input.legs },
    head: { ...d.head, ...input.head },
    ears: { ...d.ears, ...input.ears },
    snout: { ...d.snout, ...input.snout },
    headgear: { ...d.headgear, ...input.headgear },
    tail: { ...d.tail, ...input.tail },
    eyes: { ...d.eyes, ...input.eyes },
    markings: input.markings ?? d.markings,
    idle: { ...d.idle, ...input.idle },
    colors: {
      body: colors.body,
      head,
      accent: colors.accent ?? colors.body,
      extremity: colors.extremity ?? colors.body,
      snout: colors.snout ?? head,
      nose: colors.nose ?? '#2b2323',
      tail: colors.tail ?? colors.body,
      detail: colors.detail ?? '#5a4632',
      markings: colors.markings ?? '#2a2420',
      eye: colors.eye ?? '#1c1a1a',
    },
  };
}

/** One avatar choice. key/name/idleEndFrame/timeScale mirror the reference product's avatar fields. */
export interface AnimalSpec {
  key: string;
  name: string;
  /** Last frame of the idle animation clip in the reference product (kept for parity). */
  idleEndFrame: number;
  /** Idle animation speed multiplier; omitted means 1. */
  timeScale?: number;
  look: AnimalLook;
}

/** Compact catalogue entry constructor. */
export function animal(
  key: string,
  name: string,
  idleEndFrame: number,
  look: LookInput,
  timeScale?: number,
): AnimalSpec {
  const spec: AnimalSpec = { key, name, idleEndFrame, look: defineLook(look) };
  return timeScale === undefined ? spec : { ...spec, timeScale };
}
