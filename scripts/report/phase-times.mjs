// Each phase's time of `npm test`, printed at its end. The emulator-backed phases run in a child
// process (inside `firebase emulators:exec`), so every phase appends a line to one file that the
// parent reads back: one table for the whole run, whichever process timed the phase.
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

export const PHASE_TIMES = 'test-results-phases.jsonl';

/** Forgets an earlier run's phases. */
export function resetPhaseTimes() {
  rmSync(PHASE_TIMES, { force: true });
}

/** Runs `work` (sync or async) and records how long it took under `name`. */
export async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    appendFileSync(PHASE_TIMES, `${JSON.stringify({ name, seconds })}\n`);
  }
}

/** One line per phase (minutes and seconds), in the order they ran, and the total. */
export function printPhaseTimes() {
  if (!existsSync(PHASE_TIMES)) return;
  const phases = readFileSync(PHASE_TIMES, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const width = Math.max(...phases.map((phase) => phase.name.length));
  console.log('\nTime per phase (m:ss):');
  // A nested phase (indented) ends before the phase that holds it: print it after its holder.
  let nested = [];
  for (const phase of phases) {
    if (phase.name.startsWith(' ')) {
      nested.push(phase);
      continue;
    }
    for (const { name, seconds } of [phase, ...nested]) {
      console.log(`  ${name.padEnd(width)}  ${clock(seconds)}`);
    }
    nested = [];
  }
}
