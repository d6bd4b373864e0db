// The demo's glTF scenery (issue 21): three asset documents whose models are the repository's
// generated .glb files (scripts/media/make-models.mjs), uploaded by the seed to the Storage
// emulator at models/{assetId}/{file} as staff would upload them, and a small market north of
// the demo plaza's spawn that uses them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MODELS_DIR } from '../media/make-models.mjs';

const circle = (radius) => ({ enabled: true, shape: 'CIRCLE', radius });
const box = (hx, hy) => ({ enabled: true, shape: 'BOX', hx, hy });
const instanced = {
  enabled: true,
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  nodes: {},
};

/**
 * One seeded model asset: its file under public/media/models and its document (the shape of
 * sceneryAssetSchema), stored at models/{assetId}/{file} like a staff upload.
 */
function modelAsset(assetId, file, { name, physicsData, scale = 1, materials = {} }) {
  return {
    file,
    doc: {
      name,
      modelPath: `models/${assetId}/${file}`,
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [scale, scale, scale],
      materials,
      listInMenu: true,
      physicsData,
      instancingData: instanced,
    },
  };
}

/** Asset id → the asset document and its model file. */
export const MODEL_ASSETS = {
  lampPostModel: modelAsset('lampPostModel', 'lamp-post.glb', {
    name: 'Lamp post (glTF)',
    physicsData: circle(0.3),
  }),
  marketStallModel: modelAsset('marketStallModel', 'market-stall.glb', {
    name: 'Market stall (glTF)',
    physicsData: box(1.05, 0.45),
    // The canvas roof in the demo's teal instead of the model's red: the colour override at work.
    materials: { Canvas: '#1f9e8f' },
  }),
  parkBenchModel: modelAsset('parkBenchModel', 'park-bench.glb', {
    name: 'Park bench (glTF)',
    physicsData: box(0.95, 0.3),
    scale: 1.1,
  }),
};

const scenery = (assetId, x, y, angle = 0) => ({ assetId, assetType: 'scenery', x, y, angle });

/** The demo plaza's market, north of the spawn (the plaza's trees ring it further out). */
export const DEMO_MARKET = {
  g01: scenery('marketStallModel', 505, 496),
  g02: scenery('marketStallModel', 510, 496),
  g03: scenery('lampPostModel', 502.5, 497.5),
  g04: scenery('lampPostModel', 507.5, 497.5),
  g05: scenery('lampPostModel', 512.5, 497.5),
  g06: scenery('parkBenchModel', 507.5, 501, Math.PI),
};

/** A long-lived download token per object, so the seed is idempotent and the URL stable. */
const tokenOf = (assetId) => `seeded-${assetId}`;

/** Uploads the models to the Storage emulator (the seed runs with every emulator up). */
export async function uploadModelFiles(bucket) {
  await Promise.all(
    Object.entries(MODEL_ASSETS).map(async ([assetId, { file, doc }]) => {
      const bytes = await readFile(join(MODELS_DIR, file));
      await bucket.file(doc.modelPath).save(bytes, {
        resumable: false,
        metadata: {
          contentType: 'model/gltf-binary',
          metadata: { firebaseStorageDownloadTokens: tokenOf(assetId) },
        },
      });
    }),
  );
}
