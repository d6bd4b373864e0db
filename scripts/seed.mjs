// Idempotent seed for the emulators: global settings, room templates, scenery assets, the
// demo event with its rooms, and a staff user. Run after the emulators are up.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  DEFAULT_TEMPLATE_ROOM,
  DEMO_ROOMS,
  DEMO_TEMPLATES,
  SCENERY_ASSETS,
} from './seed/demo-world.mjs';
import { MODEL_ASSETS, uploadModelFiles } from './seed/model-assets.mjs';

export const PROJECT_ID = 'demo-menagerie';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const STAFF_LOGIN = { email: 'staff@menagerie.test', password: 'menagerie-staff' };
export const DEMO_EVENT = {
  id: 'demo',
  name: 'Menagerie Demo',
  slug: 'demo',
};

function ensureEmulatorEnv() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}

async function seedStaff(auth) {
  let user;
  try {
    user = await auth.createUser({
      ...STAFF_LOGIN,
      displayName: 'Menagerie Staff',
      emailVerified: true,
    });
  } catch (error) {
    // Seeding again: the account exists already.
    if (error?.code !== 'auth/email-already-exists') throw error;
    user = await auth.getUserByEmail(STAFF_LOGIN.email);
  }
  await auth.setCustomUserClaims(user.uid, { staff: true });
  return user.uid;
}

function roomWrites(db, eventId, roomId, room) {
  const roomRef = db.doc(`events/${eventId}/rooms/${roomId}`);
  const writes = [[roomRef, { name: room.name, audioAttenuation: null, audioRolloff: null }]];
  for (const [id, instance] of Object.entries(room.instances)) {
    writes.push([
      roomRef.collection('instances').doc(id),
      { ...instance, created: 0, props: instance.props ?? {} },
    ]);
  }
  return writes;
}

export async function seed({ quiet = false } = {}) {
  ensureEmulatorEnv();
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const auth = getAuth(app);
  const staffUid = await seedStaff(auth);
  // The glTF assets' files first: a room that names them can then always load them.
  await uploadModelFiles(getStorage(app).bucket(BUCKET));

  const writes = [
    [
      db.doc('settings/global'),
      {
        // The shape of src/domain/globalSettings.ts (firestore.rules validates it).
        defaultTemplate: 'default',
        demoTemplate: 'demo',
        demoSecondRoomTemplate: 'demoSecondRoom',
        closing: {
          text: 'Menagerie is winding down and will close soon.',
          date: '2026-12-15',
          link: '/terms',
        },
        subscriptionsEnabled: false,
      },
    ],
    [db.doc('templates/default'), DEFAULT_TEMPLATE_ROOM],
    [db.doc('templates/demo'), DEMO_TEMPLATES.demo],
    [db.doc('templates/demoEditorRoom'), DEMO_ROOMS.demoEditorRoom],
    [db.doc('templates/demoSecondRoom'), DEMO_TEMPLATES.demoSecondRoom],
    [
      db.doc(`events/${DEMO_EVENT.id}`),
      {
        name: DEMO_EVENT.name,
        slug: DEMO_EVENT.slug,
        defaultSlug: DEMO_EVENT.slug,
        creatorId: staffUid,
        paymentPointer: null,
        access: { isClosed: false, publicEditingEnabled: true, accessType: 'public' },
        config: { instancingEnabled: true, inviteUsersPromptDismissed: true },
        // Public, so every demo visitor can try the stage.
        eventStage: { participants: {}, isPublic: true },
        archived: false,
        demo: true,
        // The public demo is not held to the free audio quota (src/domain/billing/audioQuota.ts).
        audioUsage: { customPlan: 'company', ignoreTrialLimit: true },
      },
    ],
    [db.doc(`slugs/${DEMO_EVENT.slug}`), { eventId: DEMO_EVENT.id }],
    ...Object.entries(SCENERY_ASSETS).map(([id, asset]) => [
      db.doc(`assets/${id}`),
      { ...asset, listInMenu: true },
    ]),
    ...Object.entries(MODEL_ASSETS).map(([id, { doc }]) => [db.doc(`assets/${id}`), doc]),
    ...Object.entries(DEMO_ROOMS).flatMap(([roomId, room]) =>
      roomWrites(db, DEMO_EVENT.id, roomId, room),
    ),
  ];
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
  if (!quiet) {
    console.log(`Seeded ${writes.length} documents.`);
    console.log(
      `Staff login: ${STAFF_LOGIN.email} / ${STAFF_LOGIN.password} (custom claim staff: true)`,
    );
  }
  return { staffUid };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed({ quiet: process.argv.includes('--quiet') }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
