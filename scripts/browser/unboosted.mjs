// Chromium run as root raises its GPU process to nice -8 (and its audio threads further): it
// may, having CAP_SYS_NICE. Here the GPU process is SwiftShader drawing every world on the CPU,
// so two or three test browsers at nice -8 starved the emulators and the test runner on the two
// cores: a callable that answers in 30 ms on an idle machine took 16 s under a two-person test,
// and any step waiting on the server timed out. A normal user's Chrome cannot raise itself, so
// the browser is launched through a wrapper that drops that one capability: every browser
// process then runs at the priority it was started with, as a desktop user's would.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SETPRIV = '/usr/bin/setpriv';

/**
 * The command that launches `executable` without CAP_SYS_NICE: a small shell wrapper (written
 * once per executable, in the temporary directory), or `executable` itself when the process is
 * not root or setpriv (util-linux) is missing, where there is nothing to drop.
 *
 * @param {string} executable
 * @param {{ isRoot?: boolean, hasSetpriv?: boolean, dir?: string }} [facts]
 */
export function withoutPriorityBoost(executable, facts = {}) {
  const isRoot = facts.isRoot ?? process.getuid?.() === 0;
  const hasSetpriv = facts.hasSetpriv ?? existsSync(SETPRIV);
  if (!isRoot || !hasSetpriv) return executable;
  const id = createHash('sha1').update(executable).digest('hex').slice(0, 12);
  const wrapper = join(facts.dir ?? tmpdir(), `menagerie-chromium-${id}.sh`);
  const quoted = `'${executable.replaceAll("'", "'\\''")}'`;
  // Written aside and renamed: a browser launched meanwhile by another process never runs a
  // half-written file.
  const draft = `${wrapper}.${process.pid}`;
  writeFileSync(
    draft,
    `#!/bin/sh\nexec ${SETPRIV} --bounding-set -sys_nice --inh-caps -sys_nice -- ${quoted} "$@"\n`,
  );
  chmodSync(draft, 0o755);
  renameSync(draft, wrapper);
  return wrapper;
}
