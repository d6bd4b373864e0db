import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutPriorityBoost } from './unboosted.mjs';

describe('withoutPriorityBoost', () => {
  it('launches the browser itself where there is no capability to drop', () => {
    expect(withoutPriorityBoost('/usr/bin/chromium', { isRoot: false, hasSetpriv: true })).toBe(
      '/usr/bin/chromium',
    );
    expect(withoutPriorityBoost('/usr/bin/chromium', { isRoot: true, hasSetpriv: false })).toBe(
      '/usr/bin/chromium',
    );
  });

  it('as root, wraps it in setpriv without CAP_SYS_NICE, the path quoted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unboosted-'));
    const wrapper = withoutPriorityBoost("/opt/it's/chromium", {
      isRoot: true,
      hasSetpriv: true,
      dir,
    });
    expect(wrapper.startsWith(dir)).toBe(true);
    const script = readFileSync(wrapper, 'utf8');
    expect(script).toContain('--bounding-set -sys_nice');
    expect(script).toContain(`'/opt/it'\\''s/chromium' "$@"`);
    // The same executable gets the same wrapper (workers and benchmarks share it).
    expect(
      withoutPriorityBoost("/opt/it's/chromium", { isRoot: true, hasSetpriv: true, dir }),
    ).toBe(wrapper);
  });

  // Root with util-linux's setpriv (Debian's essential set; CI runs as root).
  it.runIf(process.getuid?.() === 0 && existsSync('/usr/bin/setpriv'))(
    'leaves a launched process unable to raise its priority',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'unboosted-'));
      const wrapper = withoutPriorityBoost('/usr/bin/nice', { dir });
      // nice -n -5 needs CAP_SYS_NICE: refused through the wrapper ('cannot set niceness').
      const out = execFileSync(wrapper, ['-n', '-5', 'nice'], { encoding: 'utf8', stdio: 'pipe' });
      expect(out.trim()).toBe('0');
    },
  );
});
