// Role matrix — the interactive objects of rooms and talks. Portals, entrances, image banners
// and NPC guides are room edits: room editors (every member while public editing is on).
// Video screens: video controllers (everyone in the demo) change exactly a screen's URL and
// playback and nothing else; room editors edit the whole object; others nothing.
import { describeMatrix, MEMBERS, ROOM_EDITORS, type Role, type Row } from '../support/roleMatrix';
import { remove, seedDoc, seedMerge, set, update } from '../support/ops';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH as event, instanceFixture, ROOM_ID, seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const screen = `${event}/rooms/${ROOM_ID}/instances/screen-1`;
const seedScreen = seedDoc(
  screen,
  instanceFixture({
    assetId: 'videoScreen',
    props: {
      _videoUrl: '/media/test-video.webm',
      _videoPlaying: false,
      _videoAuthor: null,
      _videoVolume: 50,
      _videoLivestream: false,
      _videoLooping: false,
      _videoCompleted: {},
    },
  }),
);
const instances = `${event}/rooms/${ROOM_ID}/instances`;
const portal = `${instances}/portal-1`;
const seedPortal = seedDoc(
  portal,
  instanceFixture({ assetId: 'roomPortal', props: { '_roomPortal-destination': 'hall' } }),
);
const publicEditing = seedMerge(event, { access: { publicEditingEnabled: true } });

/** Placing, changing and removing the room-and-talk objects, by whoever may edit the room. */
function objectRows(label: string, allow: Row['allow'], setup?: Row['setup']): Row[] {
  const both: Row['setup'] = async (firestore, actor) => {
    await seedPortal(firestore, actor);
    await setup?.(firestore, actor);
  };
  const place = (assetId: string, props: Record<string, unknown>) =>
    set((actor) => `${instances}/new-${actor.uid}`, instanceFixture({ assetId, props }));
  return [
    {
      op: `place a portal (${label})`,
      allow,
      setup,
      run: place('roomPortal', {
        '_roomPortal-destination': 'hall',
        '_roomPortal-access': 'automatic',
      }),
    },
    {
      op: `point a portal at another room (${label})`,
      allow,
      setup: both,
      run: update(portal, { 'props._roomPortal-destination': '_main' }),
    },
    { op: `remove a portal (${label})`, allow, setup: both, run: remove(portal) },
    {
      op: `place a room entrance (${label})`,
      allow,
      setup,
      run: place('roomEntrance', { '_roomEntrance-source': 'hall' }),
    },
    {
      op: `place an image banner (${label})`,
      allow,
      setup,
      run: place('imageBanner', { _imageUrl: 'https://img.example/a.png', _imageScale: 5 }),
    },
    {
      op: `place an NPC guide (${label})`,
      allow,
      setup,
      run: place('npc', { _character: 'frog', _message: 'Hello\nWelcome', _talkRange: 8 }),
    },
  ];
}

describeMatrix(
  suite,
  'portals, entrances, banners and guides: public editing off',
  objectRows('editing off', ROOM_EDITORS),
);
describeMatrix(
  suite,
  'portals, entrances, banners and guides: public editing on',
  objectRows('public editing', MEMBERS, publicEditing),
);

/** Room editors edit any valid object; video controllers only playback. */
const EDITORS_AND_CONTROLLERS: readonly Role[] = [
  ...new Set<Role>(['videoController', ...ROOM_EDITORS]),
];

describeMatrix(suite, 'video screens: playback', [
  {
    op: 'play a video as its director',
    allow: EDITORS_AND_CONTROLLERS,
    setup: seedScreen,
    run: update(screen, (actor) => ({
      'props._videoPlaying': true,
      'props._videoAuthor': actor.uid,
    })),
  },
  {
    op: 'change the video URL',
    allow: EDITORS_AND_CONTROLLERS,
    setup: seedScreen,
    run: update(screen, { 'props._videoUrl': 'https://example.com/talk.mp4' }),
  },
  {
    op: 'mark a video completed',
    allow: EDITORS_AND_CONTROLLERS,
    setup: seedScreen,
    run: update(screen, { 'props._videoCompleted': { 'https%3A%2F%2Fa': true } }),
  },
  {
    op: 'make someone else the director',
    allow: ROOM_EDITORS,
    setup: seedScreen,
    run: update(screen, { 'props._videoPlaying': true, 'props._videoAuthor': 'someone-else' }),
  },
  {
    op: "change a screen's volume",
    allow: ROOM_EDITORS,
    setup: seedScreen,
    run: update(screen, { 'props._videoVolume': 80 }),
  },
  {
    op: 'move a video screen',
    allow: ROOM_EDITORS,
    setup: seedScreen,
    run: update(screen, { x: 30 }),
  },
  {
    op: 'play a video with a javascript: URL',
    allow: [],
    setup: seedScreen,
    run: update(screen, { 'props._videoUrl': 'javascript:alert(1)' }),
  },
  {
    op: 'play a sign post (not a screen)',
    allow: ROOM_EDITORS,
    run: update(`${event}/rooms/${ROOM_ID}/instances/sign-1`, { 'props._videoPlaying': true }),
  },
]);

const demo = async (
  firestore: Parameters<typeof seedScreen>[0],
  actor: Parameters<typeof seedScreen>[1],
) => {
  await seedScreen(firestore, actor);
  await seedMerge(event, { demo: true })(firestore, actor);
};

describeMatrix(suite, 'video screens: the demo', [
  {
    op: 'play a video (demo)',
    allow: MEMBERS,
    setup: demo,
    run: update(screen, (actor) => ({
      'props._videoPlaying': true,
      'props._videoAuthor': actor.uid,
    })),
  },
  {
    op: "change a screen's volume (demo)",
    allow: ROOM_EDITORS,
    setup: demo,
    run: update(screen, { 'props._videoVolume': 10 }),
  },
]);
