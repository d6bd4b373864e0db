// The emulators' CPU over a stretch of time, from /proc (Linux): the processes of the
// `firebase emulators:exec` this script runs under (its Node process with the Auth, Functions
// and Storage emulators, the Firestore and Pub/Sub emulators' JVMs, the functions' workers),
// without this script's own process tree (the bots, the chatters, the browsers).
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** pid, parent pid and CPU ticks (user + system) of a process; null when it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields follow its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The nearest ancestor of this process running `firebase emulators:exec`, or null. */
function emulatorsRoot() {
  for (let pid = process.ppid; pid > 1; pid = stat(pid)?.ppid ?? 1) {
    if (cmdline(pid).includes('emulators:exec')) return pid;
  }
  return null;
}

/** Every process under `root` but those under `excluded`, with their ticks. */
function tree(root, excluded) {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter(Boolean);
  const children = new Map();
  for (const proc of all) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const found = [];
  const visit = (proc) => {
    if (proc.pid === excluded) return;
    found.push(proc);
    for (const child of children.get(proc.pid) ?? []) visit(child);
  };
  const rootProc = all.find((proc) => proc.pid === root);
  if (rootProc) visit(rootProc);
  return found;
}

/**
 * Starts sampling every `everyMs`; `stop()` resolves with the emulators' CPU as a percentage of
 * one core over the time between, or null outside `firebase emulators:exec`. A process that
 * starts meanwhile counts from zero; one that ends counts up to its last sample.
 */
export function watchEmulatorCpu(everyMs = 2000) {
  const root = emulatorsRoot();
  if (root === null) return { stop: async () => null };
  const first = new Map();
  const last = new Map();
  const sample = (initial) => {
    for (const { pid, ticks } of tree(root, process.pid)) {
      if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
      last.set(pid, ticks);
    }
  };
  const started = Date.now();
  sample(true);
  const timer = setInterval(() => sample(false), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      sample(false);
      let ticks = 0;
      for (const [pid, end] of last) ticks += end - first.get(pid);
      const seconds = (Date.now() - started) / 1000;
      return (100 * ticks) / TICKS_PER_SECOND / seconds;
    },
  };
}
