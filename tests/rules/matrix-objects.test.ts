// Role matrix — video screens: video controllers (everyone in the demo) change exactly a
// screen's URL and playback and nothing else; room editors edit the whole object; others
// nothing. Portals, entrances, images and NPCs are room edits (matrix-rooms.test.ts).
import { describeMatrix, MEMBERS, ROOM_EDITORS, type Role } from '../support/roleMatrix';
import { seedDoc, seedMerge, update } from '../support/ops';
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
