// Role matrix — image banners and NPC guides, as their modules write them: a field-path update
// of the props (src/data/instanceProps.ts setInstanceProps). Room edits, so room editors only:
// a video controller's exception is for screens, and reaches neither a banner nor a guide.
import { describeMatrix, ROOM_EDITORS } from '../support/roleMatrix';
import { seedDoc, update } from '../support/ops';
import { setupRulesSuite } from '../support/rulesHooks';
import { EVENT_PATH as event, instanceFixture, ROOM_ID, seedWorld } from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const banner = `${event}/rooms/${ROOM_ID}/instances/banner-1`;
const guide = `${event}/rooms/${ROOM_ID}/instances/guide-1`;
const seedBanner = seedDoc(
  banner,
  instanceFixture({
    assetId: 'imageBanner',
    props: { _imageUrl: '', _imageScale: 5, _imageWidth: 180, _imageHeight: 120 },
  }),
);
const seedGuide = seedDoc(
  guide,
  instanceFixture({ assetId: 'npc', props: { _label: 'Gus', _message: 'Hello' } }),
);

describeMatrix(suite, 'image banners and NPC guides', [
  {
    op: "set a banner's image URL (an uploaded image's address)",
    allow: ROOM_EDITORS,
    setup: seedBanner,
    run: update(banner, {
      'props._imageUrl':
        'https://firebasestorage.googleapis.com/v0/b/x/o/events%2Fe%2Fimages%2Fa.webp?alt=media',
    }),
  },
  {
    op: "set a banner's image URL to a data: URL",
    allow: [],
    setup: seedBanner,
    run: update(banner, { 'props._imageUrl': 'data:image/png;base64,AAAA' }),
  },
  {
    op: "change a guide's lines",
    allow: ROOM_EDITORS,
    setup: seedGuide,
    run: update(guide, { 'props._message': 'Hello\nThe stage is west', 'props._talkRange': 5 }),
  },
  {
    op: 'give a guide a talk range beyond 50 m',
    allow: [],
    setup: seedGuide,
    run: update(guide, { 'props._talkRange': 51 }),
  },
]);
