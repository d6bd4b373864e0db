import { describe, expect, it, vi } from 'vitest';
import { pickChromium, type ChromiumCandidates } from './chromium.mjs';

/** A machine where only the listed paths are executables. */
function machine(executables: string[], overrides: Partial<ChromiumCandidates> = {}) {
  const warn = vi.fn();
  const packaged = vi.fn(async () => '/tmp/chromium');
  const candidates: ChromiumCandidates = {
    override: undefined,
    playwright: async () => '/root/.cache/ms-playwright/chromium/chrome',
    system: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    packaged,
    isUsable: (path) => executables.includes(path),
    warn,
    ...overrides,
  };
  return { candidates, warn, packaged };
}

describe('pickChromium', () => {
  it('takes the override first', async () => {
    const { candidates } = machine(['/opt/chrome', '/usr/bin/chromium'], {
      override: '/opt/chrome',
    });
    expect(await pickChromium(candidates)).toEqual({
      path: '/opt/chrome',
      source: 'MENAGERIE_CHROMIUM',
    });
  });

  it('warns about an override that points at nothing and falls through', async () => {
    const { candidates, warn } = machine(['/usr/bin/chromium'], { override: '/nonexistent' });
    expect((await pickChromium(candidates)).path).toBe('/usr/bin/chromium');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nonexistent'));
  });

  it("prefers Playwright's own browser to a system one", async () => {
    const own = '/root/.cache/ms-playwright/chromium/chrome';
    const { candidates } = machine([own, '/usr/bin/chromium']);
    expect((await pickChromium(candidates)).source).toBe("Playwright's own browser");
  });

  it('takes the first system Chromium that exists, without unpacking the packaged one', async () => {
    const { candidates, packaged } = machine(['/usr/bin/chromium-browser']);
    expect((await pickChromium(candidates)).path).toBe('/usr/bin/chromium-browser');
    expect(packaged).not.toHaveBeenCalled();
  });

  it('unpacks the packaged Chromium when nothing else is there', async () => {
    const { candidates } = machine([], { override: '/nonexistent' });
    expect(await pickChromium(candidates)).toEqual({
      path: '/tmp/chromium',
      source: 'packaged Chromium (@sparticuz/chromium)',
    });
  });

  it('says what to do when there is no browser at all', async () => {
    const { candidates } = machine([], { packaged: async () => null });
    await expect(pickChromium(candidates)).rejects.toThrow(/MENAGERIE_CHROMIUM/);
  });
});
