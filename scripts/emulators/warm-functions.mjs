// Starts a worker for every HTTP function (callables, the Stripe webhook) and for the Storage
// triggers in the running functions emulator, before a test run uses them.
//
// Why: the emulator starts a Node process the first time a function is called (and another
// when a call comes while the first is busy). That cold start took 4-8 s on an idle 2-core
// machine and 15-25 s beside two software-rendered browsers, so the first test to press a
// button backed by a callable waited past its 15 s expectation ('Save roles' never closing its
// dialog). Deployed functions start in a second or two; the tests should wait for our code, not
// for the emulator's process start-up. Workers stay up until the emulators stop.
//
// Each function gets an empty, unauthenticated request: every callable refuses it (401) once
// its code is loaded, so nothing is written. The ones every join calls get two workers, as two
// browsers joining at once would make.
import { PROJECT_ID } from './setup.mjs';

const HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
/** Called by every join (or leave): two people at once must not wait for a second cold start. */
const HOT = new Set([
  'audio-joinEventConference',
  'audio-leaveEventConference',
  'audio-getIceServers',
  'presence-setEventUserOffline',
  'checkIfEventUsersOffline',
]);
/** Cold starts at once: more only competes for the two cores. */
const PARALLEL = 3;

/** The deployed names of the emulator's HTTP functions ('event.setUserRoles' → 'event-setUserRoles'). */
async function httpFunctions() {
  const response = await fetch(`http://${HOST}/backends`);
  if (!response.ok) throw new Error(`the functions emulator answered ${response.status}`);
  const { backends } = await response.json();
  return backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((trigger) => trigger.httpsTrigger)
    .map((trigger) => ({ name: trigger.entryPoint.replaceAll('.', '-'), region: trigger.region }));
}

async function call({ name, region }) {
  const response = await fetch(`http://${HOST}/${PROJECT_ID}/${region}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  await response.arrayBuffer();
}

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';

/**
 * Starts the Storage triggers' workers too (checkModelUpload, enforceUploadLimits): one small
 * object outside every folder the app uses, which the upload limits then delete. A model
 * upload's check once waited past a test's 30 s for its trigger's cold start. Not awaited
 * beyond the upload: the triggers run on their own while the suite starts.
 */
async function warmStorageTriggers() {
  const name = encodeURIComponent('warm-up/ping.txt');
  const response = await fetch(
    `http://${STORAGE_HOST}/upload/storage/v1/b/${PROJECT_ID}.appspot.com/o?uploadType=media&name=${name}`,
    {
      method: 'POST',
      // The emulator's admin credential (as the admin SDK sends it to an emulator).
      headers: { authorization: 'Bearer owner', 'content-type': 'text/plain' },
      body: 'warm-up',
    },
  );
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the Storage emulator answered ${response.status}`);
}

export async function warmFunctions() {
  const storage = warmStorageTriggers().catch((error) =>
    console.warn(`Storage triggers not started ahead: ${error.message}`),
  );
  const started = Date.now();
  const functions = await httpFunctions();
  const calls = functions.flatMap((fn) => (HOT.has(fn.name) ? [[fn, fn]] : [[fn]]));
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const batch = calls[next++];
      await Promise.all(batch.map(call));
    }
  };
  await Promise.all([...Array.from({ length: PARALLEL }, lane), storage]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Functions emulator: ${functions.length} HTTP functions started in ${seconds} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await warmFunctions().catch((error) => {
    // A slower first call is all that is lost: say so, do not fail the run.
    console.warn(`Functions emulator: could not start the workers ahead (${error.message}).`);
  });
}
