// The soak (`npm run soak`, the end of `npm run bench`, and for 30 s in `npm test`): the demo
// room under a steady load for SOAK_SECONDS (default 300): 200 bots moving a step a second around
// the spawn (admin SDK documents, as the staff page's bots), 20 attendees of the real client SDK
// chatting through the security rules (chatters.mjs) and two headless Chromium browsers joined
// in the room (soakPages.mjs). Prints, per browser, page errors, chat messages sent and received
// (lost from what its chat holds, skipped while it was behind, duplicated), the position lag
// (server write to the browser's world), and the room's mode flips and the emulators' CPU
// (soakReport.mjs). With --check (the tests) it fails when a page error, a lost or a duplicated
// message appears, or when after the soak a line one browser types does not reach the other.
//
// Alone, inside the emulators, with the bench build: `node scripts/bench/soak.mjs [--check]`
// (SOAK_BUILD names another build with test hooks, e.g. the tests' dist-e2e).
import { FieldPath } from 'firebase-admin/firestore';
import { adminDb, botCrowd } from './bots.mjs';
import { joinChatters } from './chatters.mjs';
import { watchEmulatorCpu } from './emulatorCpu.mjs';
import { isMain, runAlone } from './alone.mjs';
import { pageFigures, printSoak, soakProblems } from './soakReport.mjs';
import { openSoakPages } from './soakPages.mjs';

const EVENT = 'demo';
const ROOM = 'demo';
const BOTS = 200;
/**
 * The crowd arrives this many at a time, each group once the head count has taken in the last.
 * The functions emulator starts a worker process for each trigger that finds no idle one: 200
 * arrivals at once started ~200 processes on 2 cores, and the callables, the head count and the
 * room's ticker then waited minutes behind them (CI: a chatter's access request timed out, and
 * another run's browsers never got a snapshot of the crowd). Real crowds arrive over minutes.
 */
const ARRIVING_TOGETHER = 20;
const CHATTERS = 20;
/** Each chatter's mean time between two messages (jittered): 20 chatters, ~7 messages a second. */
const CHAT_EVERY_MS = 3000;
/** After the chatters stop, how long the browsers may take to receive the last messages. */
const DRAIN_MS = 20_000;
/** How long the browsers' worlds may take to apply the crowd's first moves. */
const READY_MS = 90_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows the room's mode document; `since(at)` lists the changes after `at`. */
function watchMode() {
  const changes = [];
  const stop = adminDb()
    .doc(`events/${EVENT}/roomPresence/${ROOM}`)
    .onSnapshot((snap) => {
      const mode = { fast: snap.get('fast'), dense: snap.get('dense') };
      const previous = changes.at(-1)?.mode;
      if (previous?.fast !== mode.fast || previous?.dense !== mode.dense) {
        changes.push({ at: Date.now(), mode });
      }
    });
  return {
    stop,
    dense: () => changes.at(-1)?.mode.dense === true,
    since: (at) => changes.filter((change) => change.at > at).map((change) => change.mode),
  };
}

/** Steps the crowd once a second until stopped; resolves with the bot writes per second. */
function walkCrowd(crowd, area) {
  let stopping = false;
  const started = Date.now();
  let steps = 0;
  const done = (async () => {
    while (!stopping) {
      const took = await crowd.step(area);
      steps++;
      await sleep(Math.max(0, 1000 - took));
    }
    return (steps * crowd.count()) / ((Date.now() - started) / 1000);
  })();
  return {
    stop: () => {
      stopping = true;
      return done;
    },
  };
}

async function waitUntil(condition, ms, what) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`The soak gave up waiting for ${what}.`);
    await sleep(500);
  }
}

const roomCount = async () =>
  (await adminDb().doc(`events/${EVENT}/roomCounts/${ROOM}`).get()).get('count') ?? 0;

/** Brings the bots in ARRIVING_TOGETHER at a time (see there); a count still short is only said. */
async function arriveInGroups(crowd) {
  const before = await roomCount();
  for (let size = ARRIVING_TOGETHER; crowd.count() < BOTS; size += ARRIVING_TOGETHER) {
    const target = Math.min(size, BOTS);
    await crowd.grow(target, crowd.areas.clustered);
    await waitUntil(async () => (await roomCount()) >= before + target, 60_000, 'arrivals').catch(
      () => console.warn(`The head count took in fewer than ${target} bots in a minute.`),
    );
  }
}

/**
 * Waits for the room to be dense and its head count to hold everyone (the count's triggers run
 * one per arrival in the functions emulator); a count still short after a minute is only said.
 */
async function settle(mode) {
  const everyone = BOTS + CHATTERS + 2;
  const counted = async () => (await roomCount()) >= everyone;
  await waitUntil(mode.dense, 60_000, 'the room to turn dense');
  await waitUntil(counted, 60_000, 'the head count').catch(() =>
    console.warn(`The head count is short of ${everyone}; soaking anyway.`),
  );
}

/** Runs the soak with a browser and a build with test hooks served at `base`; returns figures. */
export async function measureSoak(browser, base, { seconds = 300 } = {}) {
  const run = Date.now().toString(36);
  const crowd = await botCrowd(EVENT, ROOM);
  await crowd.removeAll();
  const mode = watchMode();
  const browsers = await openSoakPages(browser, base);
  let walking = null;
  let chatters = null;
  try {
    await arriveInGroups(crowd);
    walking = walkCrowd(crowd, crowd.areas.clustered);
    chatters = await joinChatters(CHATTERS, { run, everyMs: CHAT_EVERY_MS });
    await settle(mode);
    // The browsers' listeners follow the room into its dense mode before anything counts.
    await sleep(5000);
    await browsers.drainLag();
    for (const entry of browsers.pages) entry.lag.length = 0;
    // Nothing counts before both worlds apply the crowd's moves: a loaded machine (the soak
    // closes npm test) may take a while; a page that never does is reported, not waited on.
    await waitUntil(
      async () => {
        await browsers.drainLag();
        return browsers.pages.every((entry) => entry.lag.length > 0);
      },
      READY_MS,
      "both browsers' worlds to apply the crowd's moves",
    ).catch((error) => console.warn(error.message));
    for (const entry of browsers.pages) entry.lag.length = 0;

    const cpu = watchEmulatorCpu();
    const startedAt = Date.now();
    const chatting = chatters.start(seconds * 1000);
    // The reader scrolls back one page once the latest page is full of the run's messages.
    await sleep(Math.min(10_000, (seconds * 1000) / 3));
    await browsers.loadEarlier();
    while (Date.now() - startedAt < seconds * 1000) {
      await sleep(5000);
      await browsers.drainLag();
    }
    const { sent, failures } = await chatting;
    const modeChanges = mode.since(startedAt);
    const cpuPercent = await cpu.stop();
    const figuresNow = async () => {
      const order = await serverOrder(sent.length);
      return (await browsers.received()).map((page) => pageFigures(run, sent, page, order));
    };
    await waitUntil(
      async () => (await figuresNow()).every((page) => page.lost.length === 0),
      DRAIN_MS,
      'the last messages',
    ).catch(() => undefined); // what is still missing then is lost, and reported
    const botWritesPerSecond = await walking.stop();
    walking = null;
    await browsers.drainLag();
    const pages = await figuresNow();
    const notAfterSoak = await browsers.roundTrip(run);
    const states = await browsers.describe();
    return {
      states,
      notAfterSoak,
      seconds,
      bots: BOTS,
      chatters: CHATTERS,
      sent: sent.length,
      failures,
      pages,
      modeChanges,
      cpu: cpuPercent,
      botWritesPerSecond,
    };
  } finally {
    await walking?.stop();
    await chatters?.leave();
    mode.stop();
    await browsers.close();
    await crowd.removeAll();
  }
}

/** The chat's texts as the app's query orders them, newest first (this run's and a few more). */
async function serverOrder(sent) {
  const snap = await adminDb()
    .collection(`events/${EVENT}/messages`)
    .orderBy('timestamp', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(sent + 100)
    .get();
  return snap.docs.map((doc) => String(doc.get('message')));
}

/** The soak as `npm run bench` and `npm run soak` run it: figures only. */
export async function runSoak(browser, base) {
  const began = Date.now();
  const figures = await measureSoak(browser, base, {
    seconds: Number(process.env.SOAK_SECONDS ?? 300),
  });
  printSoak(figures);
  console.log(`The soak took ${Math.round((Date.now() - began) / 1000)} s with its set-up.`);
  return figures;
}

// Alone: `node scripts/bench/soak.mjs [--check]` inside the emulators, with the build built.
if (isMain(import.meta.url)) {
  await runAlone(
    async (browser, base) => {
      const figures = await runSoak(browser, base);
      const problems = soakProblems(figures);
      if (process.argv.includes('--check') && problems.length > 0) {
        console.error(`\nFAILED: the soak found ${problems.length} problems:`);
        for (const problem of problems) console.error(`  ${problem}`);
        console.error('What the browsers showed at the end:');
        for (const state of figures.states) console.error(`  ${state}`);
        process.exitCode = 1;
      }
    },
    { dist: process.env.SOAK_BUILD ?? 'dist-bench' },
  );
}
