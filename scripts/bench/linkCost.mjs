// What the p2p cost benches share (voice-stage-cost.mjs: a stage speaker's one-way audio links;
// share-cost.mjs: a screen sharer's one-way video links): the allowance a sender's machine
// gives its links, a blank secure page, the browser's CPU, and the per-link slope.

/** What the links may take of a sender's machine: half a core (the world renders beside it)... */
export const CPU_SHARE_PERCENT = 50;
/** ...and of its uplink: 2 Mbit/s, a modest home connection's upload. */
export const UPLOAD_KBPS = 2000;

/**
 * A blank page on http://localhost/{name} (a secure context: getUserMedia, getDisplayMedia),
 * served by the route.
 */
export async function blankPage(browser, name) {
  const page = await (await browser.newContext()).newPage();
  await page.route('http://localhost/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${name}</title>` }),
  );
  await page.goto(`http://localhost/${name}`);
  return page;
}

/** Seconds of CPU used so far by every process of a browser (CDP SystemInfo). */
export async function cpuSeconds(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
}

/** Least-squares slope of y over the points' counts (links). */
export function slope(points, y) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.count, 0) / n;
  const my = points.reduce((s, p) => s + y(p), 0) / n;
  const num = points.reduce((s, p) => s + (p.count - mx) * (y(p) - my), 0);
  const den = points.reduce((s, p) => s + (p.count - mx) ** 2, 0);
  return num / den;
}
