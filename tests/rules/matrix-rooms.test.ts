// Role matrix — rooms and asset instances, with public editing off (room editors only) and on
// (every member), plus room deletion (organisers, never '_main').
import {
  describeMatrix,
  MEMBERS,
  NOBODY,
  ORGANISERS,
  ROOM_EDITORS,
  type Row,
} from '../support/roleMatrix';
import { get, list, merge, remove, seedMerge, set, update } from '../support/ops';
import { setupRulesSuite } from '../support/rulesHooks';
import {
  EVENT_PATH as event,
  HALL_ID,
  instanceFixture,
  ROOM_ID,
  seedWorld,
} from '../support/worldFixtures';

const suite = setupRulesSuite(seedWorld, { reseed: 'whenChanged' });
const rooms = `${event}/rooms`;
const main = `${rooms}/${ROOM_ID}`;
const hall = `${rooms}/${HALL_ID}`;
const instances = `${main}/instances`;
const publicEditing = seedMerge(event, { access: { publicEditingEnabled: true } });

describeMatrix(suite, 'events/{e}/rooms/{roomId}: reading and deleting', [
  { op: 'get a room', allow: MEMBERS, run: get(main) },
  { op: 'list rooms', allow: MEMBERS, run: list(rooms) },
  { op: 'delete a room', allow: ORGANISERS, run: remove(hall) },
  {
    op: 'delete a room (public editing on)',
    allow: ORGANISERS,
    setup: publicEditing,
    run: remove(hall),
  },
  { op: "delete the '_main' room", allow: NOBODY, run: remove(main) },
]);

/** The same writes, once with public editing off and once with it on. */
function editingRows(label: string, allow: Row['allow'], setup?: Row['setup']): Row[] {
  return [
    {
      op: `create a room (${label})`,
      allow,
      setup,
      run: set((actor) => `${rooms}/new-${actor.uid}`, { name: 'New room' }),
    },
    {
      op: `update room audio settings (${label})`,
      allow,
      setup,
      run: update(main, { audioAttenuation: 0.25, audioRolloff: 30 }),
    },
    { op: `rename a room (${label})`, allow, setup, run: merge(hall, { name: 'Great hall' }) },
    {
      op: `create an instance (${label})`,
      allow,
      setup,
      run: set(
        (actor) => `${instances}/new-${actor.uid}`,
        instanceFixture({ assetId: 'tree', assetType: 'scenery' }),
      ),
    },
    {
      op: `move an instance (${label})`,
      allow,
      setup,
      run: update(`${instances}/sign-1`, { x: 11, y: 12.5, angle: 1.5 }),
    },
    {
      op: `edit a sign post (${label})`,
      allow,
      setup,
      run: update(`${instances}/sign-1`, { 'props._label': 'Hello', 'props._message': 'World' }),
    },
    // The heaviest objects to validate (every size key stored), edited one field at a time
    // as the instance editor writes: within the rules' 1000-expression budget for every role
    // that may edit (a public editor's role checks cost the most).
    {
      op: `edit one field of a sized channel zone (${label})`,
      allow,
      setup: withSeed(setup, `${instances}/zone-1`, FULL_ZONE),
      run: update(`${instances}/zone-1`, { 'props._height': 7 }),
    },
    {
      op: `edit one field of a sized sign post (${label})`,
      allow,
      setup: withSeed(setup, `${instances}/sign-full`, FULL_SIGN),
      run: update(`${instances}/sign-full`, { 'props._signPost-radius': 4 }),
    },
    { op: `delete an instance (${label})`, allow, setup, run: remove(`${instances}/sign-1`) },
  ];
}

const FULL_ZONE = instanceFixture({
  assetId: 'channelZone',
  props: { _width: 100, _height: 5, _channelId: 'zone-1' },
});
const FULL_SIGN = instanceFixture({
  props: {
    _label: 'l'.repeat(50),
    _message: 'm'.repeat(2000),
    '_signPost-radius': 2.5,
    _width: 4,
    _height: 1.5,
  },
});

/** A row's setup, then `data` seeded at `path`. */
function withSeed(setup: Row['setup'], path: string, data: Record<string, unknown>): Row['setup'] {
  return async (firestore, actor) => {
    if (setup) await setup(firestore, actor);
    await seedMerge(path, data)(firestore, actor);
  };
}

describeMatrix(
  suite,
  'rooms and instances: public editing off',
  editingRows('editing off', ROOM_EDITORS),
);
describeMatrix(
  suite,
  'rooms and instances: public editing on',
  editingRows('public editing', MEMBERS, publicEditing),
);

// The demo keeps its shared room whole: with public editing on, its visitors edit only the
// demo editor room; its room editors edit every room.
const demoEditing = seedMerge(event, { demo: true, access: { publicEditingEnabled: true } });
describeMatrix(suite, 'rooms and instances: the demo', [
  {
    op: 'create an instance in the shared room (demo)',
    allow: ROOM_EDITORS,
    setup: demoEditing,
    run: set(
      (actor) => `${instances}/new-${actor.uid}`,
      instanceFixture({ assetId: 'tree', assetType: 'scenery' }),
    ),
  },
  {
    op: 'create an instance in the editor room (demo)',
    allow: MEMBERS,
    setup: demoEditing,
    run: set(
      (actor) => `${rooms}/demoEditorRoom/instances/new-${actor.uid}`,
      instanceFixture({ assetId: 'tree', assetType: 'scenery' }),
    ),
  },
  {
    op: 'delete an instance of the shared room (demo)',
    allow: ROOM_EDITORS,
    setup: demoEditing,
    run: remove(`${instances}/sign-1`),
  },
]);

describeMatrix(suite, 'events/{e}/rooms/{r}/instances/{id}: reading', [
  { op: 'get an instance', allow: MEMBERS, run: get(`${instances}/sign-1`) },
  { op: 'list instances', allow: MEMBERS, run: list(instances) },
  { op: 'list the instances of another room', allow: MEMBERS, run: list(`${hall}/instances`) },
]);
