// Makes public/media/models/*.glb: small real glTF 2.0 scenery models the demo and the tests
// use (issue 21), built from boxes and cylinders with named materials (glb.mjs), so nothing is
// downloaded. Committed, like the test video; run again after changing a model:
//
//   node scripts/media/make-models.mjs
//
// Units are metres, +Y up, the model standing on y = 0 around the origin.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { box, buildGlb, cylinder } from './glb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MODELS_DIR = join(root, 'public', 'media', 'models');

/** A street lamp: a stone plinth, an iron post and arm, a glowing glass lantern under a cap. */
export const LAMP_POST = {
  name: 'Lamp post',
  materials: {
    Stone: [0.55, 0.53, 0.5, 1],
    Iron: [0.12, 0.13, 0.15, 1],
    Glass: [1, 0.86, 0.45, 1],
  },
  parts: [
    {
      name: 'Plinth',
      geometry: box([0.5, 0.3, 0.5]),
      material: 'Stone',
      translation: [0, 0.15, 0],
    },
    { name: 'Post', geometry: cylinder(0.06, 3, 12), material: 'Iron', translation: [0, 1.8, 0] },
    {
      name: 'Lantern',
      geometry: box([0.3, 0.4, 0.3]),
      material: 'Glass',
      translation: [0, 3.5, 0],
    },
    {
      name: 'Cap',
      geometry: cylinder(0.22, 0.08, 12),
      material: 'Iron',
      translation: [0, 3.74, 0],
    },
  ],
};

/** A market stall: a wooden counter on four legs, a striped canvas roof, a row of produce. */
export const MARKET_STALL = {
  name: 'Market stall',
  materials: {
    Wood: [0.52, 0.34, 0.18, 1],
    Canvas: [0.85, 0.2, 0.18, 1],
    Produce: [0.95, 0.6, 0.1, 1],
  },
  parts: [
    { name: 'Counter', geometry: box([2, 0.9, 0.8]), material: 'Wood', translation: [0, 0.45, 0] },
    ...[
      [-0.95, -0.35],
      [0.95, -0.35],
      [-0.95, 0.35],
      [0.95, 0.35],
    ].map(([x, z], i) => ({
      name: `Pole ${i + 1}`,
      geometry: box([0.08, 2.4, 0.08]),
      material: 'Wood',
      translation: [x, 1.2, z],
    })),
    {
      name: 'Roof',
      geometry: box([2.3, 0.08, 1.1]),
      material: 'Canvas',
      translation: [0, 2.44, 0],
    },
    ...[-0.6, -0.2, 0.2, 0.6].map((x, i) => ({
      name: `Fruit ${i + 1}`,
      geometry: cylinder(0.14, 0.2, 10),
      material: 'Produce',
      translation: [x, 1, 0.1],
    })),
  ],
};

/** A park bench: a wooden seat and back rest on two iron frames. */
export const PARK_BENCH = {
  name: 'Park bench',
  materials: {
    Slats: [0.6, 0.4, 0.22, 1],
    Frame: [0.15, 0.16, 0.18, 1],
  },
  parts: [
    { name: 'Seat', geometry: box([1.8, 0.08, 0.5]), material: 'Slats', translation: [0, 0.45, 0] },
    {
      name: 'Back',
      geometry: box([1.8, 0.4, 0.06]),
      material: 'Slats',
      translation: [0, 0.75, -0.24],
    },
    ...[-0.8, 0.8].map((x, i) => ({
      name: `Frame ${i + 1}`,
      geometry: box([0.08, 0.45, 0.5]),
      material: 'Frame',
      translation: [x, 0.225, 0],
    })),
  ],
};

/** File name → model description; each becomes public/media/models/{file}. */
export const MODELS = {
  'lamp-post.glb': LAMP_POST,
  'market-stall.glb': MARKET_STALL,
  'park-bench.glb': PARK_BENCH,
};

export async function makeModels(dir = MODELS_DIR) {
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const [file, model] of Object.entries(MODELS)) {
    const bytes = buildGlb(model);
    await writeFile(join(dir, file), bytes);
    written.push({ file, bytes: bytes.byteLength });
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes } of await makeModels()) {
    console.log(`Wrote public/media/models/${file} (${bytes} bytes)`);
  }
}
