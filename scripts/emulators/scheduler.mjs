// The functions' scheduled jobs on their schedules, against the emulators. Cloud Scheduler
// calls a deployed scheduled function; the emulators call none (and firebase-tools 14 cannot
// deliver a Pub/Sub message to a v2 scheduled function: it refuses their http signature), so
// without this `npm start` and the end-to-end stack ran no presence sweep, no stale-signal sweep
// and no audio accounting: ghosts stayed and quotas never moved. Each job is POSTed to the
// functions emulator's own trigger route, as Cloud Scheduler calls a deployment. The jobs and
// their periods are read from the functions emulator (its /backends listing), so a new
// scheduled function runs here without being named twice. The tests that run one sweep
// themselves use the same lookup (scheduledTriggerUrl).
//
// Inside the emulators: `node scripts/emulators/scheduler.mjs` runs until stopped (npm start);
// `node scripts/emulators/scheduler.mjs <command...>` runs while the command runs and exits
// with its code (the end-to-end suite; a single spec: under scripts/emulated.mjs).
import { spawn } from 'node:child_process';
import { PROJECT_ID } from './setup.mjs';

const host = () => process.env.FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001';

/** An App Engine cron period 'every N minutes' (or hours) in ms; null for other forms. */
export function periodMs(schedule) {
  const match = /^every (\d+) (minute|hour)s?$/.exec(String(schedule).trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'hour' ? 3_600_000 : 60_000);
}

/** The scheduled functions of a /backends listing: their names, ids, schedules and periods. */
export function scheduledJobs(listing) {
  const jobs = [];
  for (const backend of listing.backends ?? []) {
    for (const trigger of backend.functionTriggers ?? []) {
      const schedule = trigger.schedule?.schedule;
      if (!schedule) continue;
      jobs.push({ name: trigger.name, id: trigger.id, schedule, everyMs: periodMs(schedule) });
    }
  }
  return jobs;
}

const listJobs = async () => scheduledJobs(await (await fetch(`http://${host()}/backends`)).json());

/**
 * The emulator's URL of scheduled function `name` (e.g. 'presence-sweepOfflineUsers'). Its key
 * is `<id>-<generation>`; the emulator names its valid keys when asked for an unknown one,
 * which avoids guessing the generation.
 */
export async function scheduledTriggerUrl(name) {
  const base = `http://${host()}/functions/projects/${PROJECT_ID}/triggers`;
  const job = (await listJobs()).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`${name} is not loaded as a scheduled function`);
  const unknown = await fetch(`${base}/${job.id}-unknown`, { method: 'POST' });
  const valid = (await unknown.text()).split('valid functions are: ')[1]?.split(', ') ?? [];
  const key = valid.find(
    (candidate) =>
      candidate.startsWith(`${job.id}-`) && /^\d+$/.test(candidate.slice(job.id.length + 1)),
  );
  if (!key) throw new Error(`no trigger key for ${job.id} among ${valid.join(', ')}`);
  return `${base}/${key}`;
}

/** One run of the scheduled function behind `url`; resolves when it has finished. */
export async function runScheduled(url) {
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const namesOf = (jobs) => jobs.map((job) => job.name).join(',');
const describeList = (jobs) => jobs.map((job) => `${job.name} (${job.schedule})`).join(', ');

/**
 * The jobs once the listing holds still. The functions emulator registers its scheduled
 * functions after its HTTP ones (they wait for Pub/Sub topics), so a listing read as soon as it
 * answers can hold none of them: `npm start` once announced 'none' and ran no sweep. Reads
 * `list` until it gives the same non-empty set `steadyReads` times in a row, or `timeoutMs`
 * passes (then returns what it last read, perhaps nothing).
 */
export async function settledJobs(
  list,
  { steadyReads = 3, intervalMs = 1_000, timeoutMs = 60_000, wait = pause } = {},
) {
  let jobs = [];
  let steady = 0;
  for (let waited = 0; ; waited += intervalMs) {
    const read = await list();
    steady = read.length > 0 && namesOf(read) === namesOf(jobs) ? steady + 1 : 1;
    jobs = read;
    if ((jobs.length > 0 && steady >= steadyReads) || waited >= timeoutMs) return jobs;
    await wait(intervalMs);
  }
}

/**
 * Starts every scheduled job on its period (the first run one period after start, as a
 * deployment's first comes). A run still going when the next is due is not doubled. The
 * listing is read again every `rereadMs`: a job the emulator loads later (a slow start, or a
 * function added while `npm start` runs) starts then, and is announced. Returns the jobs first
 * started and a stop function.
 */
export async function startScheduler({ log = console.log, rereadMs = 30_000 } = {}) {
  const jobs = await settledJobs(listJobs);
  const timers = [];
  const started = new Set();
  const start = async (job) => {
    started.add(job.name);
    if (job.everyMs === null) {
      log(`  Scheduler: '${job.schedule}' of ${job.name} is not understood here; not run.`);
      return;
    }
    const url = await scheduledTriggerUrl(job.name);
    let running = false;
    timers.push(
      setInterval(() => {
        if (running) return;
        running = true;
        runScheduled(url)
          .catch((error) => log(`  Scheduler: ${job.name} failed: ${error.message}`))
          .finally(() => (running = false));
      }, job.everyMs),
    );
  };
  for (const job of jobs) await start(job);
  const reread = setInterval(() => {
    listJobs()
      .then(async (listed) => {
        const added = listed.filter((job) => !started.has(job.name));
        for (const job of added) await start(job);
        if (added.length > 0) log(`  Scheduler: now also running ${describeList(added)}.`);
      })
      .catch(() => {
        // The emulator restarting or stopping: the next read tries again.
      });
  }, rereadMs);
  timers.push(reread);
  return { jobs, stop: () => timers.forEach(clearInterval) };
}

/** How the jobs are announced at start. */
export function describeJobs(jobs) {
  const list = describeList(jobs);
  return `Scheduled jobs run on their schedules against the emulators: ${list || 'none'}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A scheduler that cannot start (the functions emulator not answering) is said, and never
  // stops what runs beside it: npm start's other servers, or the tests.
  const scheduler = await startScheduler().catch((error) => {
    console.warn(`\n  Scheduled jobs do not run here: ${error.message}\n`);
    return null;
  });
  if (scheduler) console.log(`\n  ${describeJobs(scheduler.jobs)}\n`);
  const [command, ...args] = process.argv.slice(2);
  if (command) {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code, signal) => {
      scheduler?.stop();
      process.exitCode = code ?? (signal ? 1 : 0);
    });
  }
}
