/* global window */
// glTF scenery at scale (issue 21): a room of the demo event with 200 scenery instances of the
// three seeded glTF assets (scripts/seed/model-assets.mjs) and 100 avatars (99 bots + the
// observer), with the event's config.instancingEnabled on and then off, against today's demo
// plaza with the same crowd. Prints draw calls and triangles per frame (goal <= 40 draw calls)
// and the time to render one frame on the software renderer (SwiftShader): the median of 20
// renders of the scene as it stands, each read back (window.__menagerie.renderMs).
import { isMain, runAlone } from './alone.mjs';
import { addBots, adminDb, removeBots } from './bots.mjs';
import { join } from './join.mjs';
import { MODEL_ASSETS } from '../seed/model-assets.mjs';

const ROOM = 'gltfBench';
const INSTANCES = 200;
const BOTS = 99;
const SAMPLES = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * 20 columns x 10 rows north of the spawn, 1.25 m x 1.5 m apart (a crowded market: models
 * overlap), all inside the north-facing camera's view, so every instance is drawn: the case
 * where one object each costs the most draw calls.
 */
function benchInstances() {
  const assetIds = Object.keys(MODEL_ASSETS);
  return Array.from({ length: INSTANCES }, (_, i) => ({
    id: `g${String(i).padStart(3, '0')}`,
    assetId: assetIds[i % assetIds.length],
    x: 500 + (i % 20) * 1.25,
    y: 491 + Math.floor(i / 20) * 1.5,
  }));
}

async function writeRoom(db) {
  const room = db.doc(`events/demo/rooms/${ROOM}`);
  await room.set({ name: 'glTF bench', audioAttenuation: null, audioRolloff: null });
  const batch = db.batch();
  for (const { id, ...at } of benchInstances()) {
    batch.set(room.collection('instances').doc(id), {
      ...at,
      assetType: 'scenery',
      angle: 0,
      created: 0,
      props: {},
    });
  }
  await batch.commit();
}

async function removeRoom(db) {
  await db.recursiveDelete(db.doc(`events/demo/rooms/${ROOM}`));
}

const setInstancing = (db, on) => db.doc('events/demo').update({ 'config.instancingEnabled': on });

/** Draw calls, triangles and render time of the page's world, medians of several samples. */
async function sample(page) {
  const infos = [];
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    infos.push(await page.evaluate(() => window.__menagerie.renderInfo()));
    times.push(await page.evaluate(() => window.__menagerie.renderMs(20)));
    await page.waitForTimeout(300);
  }
  return {
    calls: median(infos.map((info) => info.calls)),
    triangles: median(infos.map((info) => info.triangles)),
    ms: median(times),
    allMs: times.map((t) => t.toFixed(1)),
  };
}

/** Joins `path`, waits for the crowd and, when `models` is set, for that many .glb downloads. */
async function observe(browser, base, path, models) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let glbs = 0;
  const failed = [];
  // Every request for a model (metadata and media) as it starts: what a missing one got to.
  const modelRequests = [];
  page.on('request', (request) => {
    if (/\.glb/.test(request.url())) modelRequests.push(request.url().replace(/^.*\/o\//, ''));
  });
  page.on('requestfinished', (request) => {
    if (/\.glb\?alt=media/.test(request.url())) glbs++;
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  await join(page, base, 'Observer', () => {}, path);
  await page.waitForFunction(() => window.__menagerie.visibleRemotes().length >= 40, undefined, {
    timeout: 90_000,
  });
  const deadline = Date.now() + 120_000;
  while (glbs < models && Date.now() < deadline) await page.waitForTimeout(250);
  if (glbs < models) {
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(
      `Only ${glbs} of ${models} models were downloaded in ${path}; alerts: ${JSON.stringify(alerts)}; model requests started: ${JSON.stringify(modelRequests)}; failed requests: ${JSON.stringify(failed)}`,
    );
  }
  // The models are parsed and drawn, the camera has settled.
  await page.waitForTimeout(3000);
  return page;
}

const line = (label, s) =>
  `${label}: median ${s.calls} draw calls, ${s.triangles} triangles, ${s.ms.toFixed(1)} ms a frame [${s.allMs.join(', ')}]`;

export async function measureGltfScenery(browser, base) {
  const db = adminDb();
  await writeRoom(db);
  try {
    await addBots(BOTS);
    const demo = await observe(browser, base, '/demo', 3);
    const today = await sample(demo);
    await demo.close();
    await removeBots();

    await addBots(BOTS, { roomId: ROOM });
    const page = await observe(browser, base, `/demo/${ROOM}`, 3);
    const instanced = await sample(page);
    await setInstancing(db, false);
    await page.waitForTimeout(3000);
    const oneEach = await sample(page);
    await page.close();

    console.log(
      `\n--- glTF scenery: ${INSTANCES} instances of ${Object.keys(MODEL_ASSETS).length} assets + 100 avatars (headless Chromium, SwiftShader, 1280 x 800) ---`,
    );
    console.log(line("Today's demo plaza (procedural scenery + 6 glTF), 100 avatars", today));
    console.log(line('glTF room, instancing on  (goal <= 40 draw calls)', instanced));
    console.log(line('glTF room, instancing off (one object each)', oneEach));
  } finally {
    await setInstancing(db, true);
    await removeBots();
    await removeRoom(db);
  }
}

// Alone: `node scripts/bench/gltf-scenery.mjs` inside the emulators, with dist-bench built.
if (isMain(import.meta.url)) await runAlone(measureGltfScenery);
