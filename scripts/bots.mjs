// Bot attendees against the emulators, for load checks and the scale benchmark:
//
//   npm run bots -- --event demo --room demo --count 50 [--cluster [--near 512,512]]
//   npm run bots -- --event demo --remove
//
// Adds `count` bots (online users with isBot, a name and an animal, in the room) and moves them
// by random walk, a position every 1000 ms, with a keep-alive a minute each: over the whole
// floor, or with --cluster within a few metres of the spawn (or of --near x,y). Ctrl-C or
// SIGTERM stops moving them (they stay, and go stale after two minutes); --remove deletes every
// bot of the event, user and position documents. The walk and the documents are those of the
// staff page's bots (src/domain/bots.ts, functions/src/admin/botStore.ts).
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { importTs } from './ts-modules.mjs';

const USAGE =
  'Usage: npm run bots -- --event <id> [--room <id>] --count <n> [--cluster [--near x,y]]\n' +
  '       npm run bots -- --event <id> --remove';

function options() {
  const { values } = parseArgs({
    options: {
      event: { type: 'string', default: 'demo' },
      room: { type: 'string', default: 'demo' },
      count: { type: 'string' },
      cluster: { type: 'boolean', default: false },
      near: { type: 'string' },
      remove: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  const near = values.near?.split(',').map(Number);
  const valid =
    values.remove ||
    (Number.isInteger(count) &&
      count > 0 &&
      (!near || (near.length === 2 && near.every(isFinite))));
  if (!valid) {
    console.error(USAGE);
    process.exit(2);
  }
  return { ...values, count, near: near && { x: near[0], y: near[1] } };
}

function adminDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.GCLOUD_PROJECT ??= 'demo-menagerie';
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return getFirestore(app);
}

/** Moves the bots every BOTS.updateMs until a stop signal; resolves with the steps written. */
async function walk(store, domain, eventId, bots, area) {
  let stopping = false;
  const stopped = new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  }).then(() => (stopping = true));
  const started = Date.now();
  let step = 0;
  while (!stopping) {
    for (const bot of bots) bot.position = domain.stepBot(bot.position, area, Math.random);
    await store.writeBotStep(botDb(), eventId, bots, step);
    if (step === 0) console.log(`Moving ${bots.length} bots.`);
    step++;
    // Keep the rhythm; when a step took longer than that, the next starts at once.
    const wait = Math.max(0, started + step * domain.BOTS.updateMs - Date.now());
    await Promise.race([new Promise((resolve) => setTimeout(resolve, wait)), stopped]);
  }
  return { steps: step, seconds: (Date.now() - started) / 1000 };
}

const botDb = () => ({ db: adminDb(), serverTime: () => FieldValue.serverTimestamp() });

async function main() {
  const args = options();
  const store = await importTs('functions/src/admin/botStore.ts');
  const domain = {
    ...(await importTs('src/domain/bots.ts')),
    ...(await importTs('src/domain/constants.ts')),
  };
  if (args.remove) {
    const removed = await store.deleteBots(adminDb(), args.event);
    console.log(`Removed ${removed} bots from event ${args.event}.`);
    return;
  }
  const area = args.cluster ? domain.clusterArea(args.near) : domain.SPREAD_AREA;
  const bots = Array.from({ length: args.count }, () => ({
    id: domain.newBotId(Math.random),
    roomId: args.room,
    position: domain.placeBot(area, Math.random),
  }));
  const first = (await store.countBots(adminDb(), args.event)) + 1;
  await store.addBotDocs(botDb(), args.event, bots, first);
  console.log(
    `Added ${bots.length} bots to room ${args.room} of event ${args.event} ` +
      `(${args.cluster ? `clustered within ${area.radius} m of ${area.x},${area.y}` : 'spread over the floor'}). ` +
      'Ctrl-C stops them; --remove deletes them.',
  );
  const { steps, seconds } = await walk(store, domain, args.event, bots, area);
  console.log(
    `Stopped after ${steps} steps in ${seconds.toFixed(1)} s (${(steps / seconds).toFixed(2)} steps/s).`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
