// The demo world's seed data: procedural scenery assets and the layout of the two demo rooms.
// Asset kinds must be among SCENERY_KINDS in src/domain/models/scenery.ts (a unit test checks); the
// glTF assets the demo plaza's market uses are in model-assets.mjs.
import { DEMO_MARKET } from './model-assets.mjs';

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

/** A portal to `destination`, clicked to enter, with the reference's radius. */
const portalTo = (destination, x, y) => ({
  assetId: 'roomPortal',
  assetType: 'interactive',
  x,
  y,
  angle: 0,
  props: {
    '_roomPortal-destination': destination,
    '_roomPortal-label': 'visible',
    '_roomPortal-access': 'click-to-enter',
    '_roomPortal-radius': 2.5,
    '_roomPortal-range': 'visible',
  },
});
/** Where people arriving from `source` appear (3 m from the portal back, outside its radius). */
const entranceFrom = (source, x, y) => ({
  assetId: 'roomEntrance',
  assetType: 'interactive',
  x,
  y,
  angle: 0,
  props: { '_roomEntrance-source': source },
});

/**
 * The two demo rooms are joined by a portal each way (east of the plaza's spawn, clear of the
 * tests' lane at y = 517 for x 510..522), each with an entrance beside it for people coming
 * back through the other.
 */
const DEMO_TRAVEL = {
  toSecond: portalTo('demoSecondRoom', 527, 520),
  fromSecond: entranceFrom('demoSecondRoom', 524, 523),
};
const SECOND_TRAVEL = {
  toPlaza: portalTo('demo', 520, 512),
  fromPlaza: entranceFrom('demo', 516.5, 512),
  welcome: {
    assetId: 'signPost',
    assetType: 'interactive',
    x: 508,
    y: 506,
    angle: 0,
    props: {
      _label: 'The second room',
      _message:
        'You walked through a portal: this is another room of the same event. People here do ' +
        "not hear the plaza, and the chat is the whole event's. The portal to the east takes " +
        'you back.',
    },
  },
};

/**
 * The second room's talk corner: a video screen north of the spawn playing the repository's
 * generated test video (everyone in the demo may press Play), and a guide beside the spawn.
 */
const SECOND_ROOM_TALK = {
  screen: {
    assetId: 'videoScreen',
    assetType: 'interactive',
    x: 512,
    y: 497,
    angle: 0,
    props: {
      _videoUrl: '/media/test-video.webm',
      _videoPlaying: false,
      _videoAuthor: null,
      _videoVolume: 50,
      _videoLivestream: false,
      _videoLooping: true,
      _videoCompleted: {},
    },
  },
  guide: {
    assetId: 'npc',
    assetType: 'interactive',
    x: 516,
    y: 505,
    angle: 0,
    props: {
      _label: 'Ranger Rabbit',
      _character: 'rabbit',
      _message:
        'Welcome to the second room!\n' +
        'The screen to the north plays a video for everyone here: press Play to start it.\n' +
        'The portal to the east takes you back to the plaza.',
      _autoProgress: true,
      _alwaysVisible: false,
      _talkRange: 8,
    },
  },
};

/**
 * The templates of the demo's rooms (settings/global demoTemplate, demoSecondRoomTemplate):
 * what a new event made from the demo starts with. No portals: their destinations are the
 * demo event's own rooms.
 */
export const DEMO_TEMPLATES = {
  demo: { name: 'Demo plaza', instances: { ...keyed(plaza(512, 7), 'd'), ...DEMO_INTERACTIVE } },
  demoSecondRoom: {
    name: 'Demo second room',
    instances: {
      ...keyed(plaza(512, 13).slice(0, 30), 's'),
      welcome: SECOND_TRAVEL.welcome,
      ...SECOND_ROOM_TALK,
    },
  },
};

export const DEMO_ROOMS = {
  demo: {
    name: DEMO_TEMPLATES.demo.name,
    instances: { ...DEMO_TEMPLATES.demo.instances, ...DEMO_TRAVEL, ...DEMO_MARKET },
  },
  demoSecondRoom: {
    name: DEMO_TEMPLATES.demoSecondRoom.name,
    instances: { ...DEMO_TEMPLATES.demoSecondRoom.instances, ...SECOND_TRAVEL },
  },
  demoEditorRoom: { name: 'Demo editor room', instances: keyed(plaza(512, 11).slice(0, 20), 'e') },
};

export const DEFAULT_TEMPLATE_ROOM = {
  name: 'Main',
  instances: keyed(plaza(512, 3).slice(0, 12), 'm'),
};
