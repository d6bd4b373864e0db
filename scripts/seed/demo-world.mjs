// The demo world's seed data: procedural scenery assets and the layout of the two demo rooms.
// Asset kinds must be among SCENERY_KINDS in src/domain/scenery.ts (a unit test checks).

const circle = (radius) => ({ enabled: true, shape: 'CIRCLE', radius });
const box = (hx, hy) => ({ enabled: true, shape: 'BOX', hx, hy });
const none = { enabled: false, shape: 'CIRCLE', radius: 0 };

export const SCENERY_ASSETS = {
  tree: { name: 'Oak tree', kind: 'tree', scale: [1, 1, 1], physicsData: circle(0.6) },
  pine: { name: 'Pine tree', kind: 'pine', scale: [1, 1, 1], physicsData: circle(0.5) },
  bush: { name: 'Bush', kind: 'bush', scale: [1, 1, 1], physicsData: none },
  rock: { name: 'Rock', kind: 'rock', scale: [1, 1, 1], physicsData: circle(0.9) },
  bench: { name: 'Bench', kind: 'bench', scale: [1, 1, 1], physicsData: box(1.1, 0.35) },
  lamp: { name: 'Street lamp', kind: 'lamp', scale: [1, 1, 1], physicsData: circle(0.2) },
  fountain: { name: 'Fountain', kind: 'fountain', scale: [1, 1, 1], physicsData: circle(2.4) },
  crate: { name: 'Crate', kind: 'crate', scale: [1, 1, 1], physicsData: box(0.5, 0.5) },
  fence: { name: 'Fence', kind: 'fence', scale: [1, 1, 1], physicsData: box(1.5, 0.1) },
  flowers: { name: 'Flower bed', kind: 'flowers', scale: [1, 1, 1], physicsData: none },
};

/** Deterministic pseudo-random numbers so the seed is idempotent. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const round = (v) => Math.round(v * 100) / 100;

function plaza(centre, seed) {
  const rnd = random(seed);
  const instances = [];
  const add = (assetId, x, y, angle = 0) =>
    instances.push({
      assetId,
      assetType: 'scenery',
      x: round(x),
      y: round(y),
      angle: round(angle),
    });
  add('fountain', centre + 10, centre - 8);
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    add('bench', centre + 10 + Math.cos(a) * 6, centre - 8 + Math.sin(a) * 6, -a + Math.PI / 2);
    add('lamp', centre + 10 + Math.cos(a) * 8, centre - 8 + Math.sin(a) * 8);
  }
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    const r = 24 + rnd() * 8;
    add(rnd() > 0.5 ? 'tree' : 'pine', centre + Math.cos(a) * r, centre + Math.sin(a) * r);
  }
  for (let i = 0; i < 14; i++) {
    const a = rnd() * Math.PI * 2;
    const r = 12 + rnd() * 10;
    const kind = ['bush', 'rock', 'flowers', 'crate'][i % 4];
    add(kind, centre + Math.cos(a) * r, centre + Math.sin(a) * r, rnd() * Math.PI);
  }
  for (let i = -3; i <= 3; i++) add('fence', centre + i * 3, centre + 20);
  return instances;
}

function keyed(instances, prefix) {
  return Object.fromEntries(
    instances.map((instance, i) => [`${prefix}${String(i).padStart(3, '0')}`, instance]),
  );
}

/**
 * The demo plaza's interactive objects, on open lawn: the global stage west of the centre (its
 * 4 m sensor clear of scenery), an audio channel zone south of it and a welcome sign post to
 * the north-east, all off the spawn area.
 */
const DEMO_INTERACTIVE = {
  stage: { assetId: 'stage', assetType: 'interactive', x: 498, y: 506, angle: 0, props: {} },
  zone: {
    assetId: 'channelZone',
    assetType: 'interactive',
    x: 511,
    y: 524,
    angle: 0,
    props: { _width: 6, _height: 5 },
  },
  welcome: {
    assetId: 'signPost',
    assetType: 'interactive',
    x: 521,
    y: 503,
    angle: 0,
    props: {
      _label: 'Welcome to the demo',
      _message:
        'Walk with W, A, S, D or the arrow keys (Shift runs), or click the floor. The stage to ' +
        'the west is heard by everyone; in the blue zone to the south only the people inside ' +
        'hear each other. Build your own corner in the demo editor room at /demo/editor.',
    },
  },
};

export const DEMO_ROOMS = {
  demo: {
    name: 'Demo plaza',
    instances: { ...keyed(plaza(512, 7), 'd'), ...DEMO_INTERACTIVE },
  },
  demoEditorRoom: { name: 'Demo editor room', instances: keyed(plaza(512, 11).slice(0, 20), 'e') },
};

export const DEFAULT_TEMPLATE_ROOM = {
  name: 'Main',
  instances: keyed(plaza(512, 3).slice(0, 12), 'm'),
};
