/* global window, document, MutationObserver */
// The first visit's waterfall: every request the page makes (the build's files and the Firebase
// emulators' auth, Firestore and callable requests alike), with its start and end relative to
// the navigation, and the moment the first interactive screen appears, so the bench shows what
// the first screen waits for in series.

/**
 * Runs in the page before its scripts: notes `performance.now()` (milliseconds since the
 * navigation started) when the first screen is there, the intro's "Let's go!" or the join
 * form's 'Your Name'.
 */
function watchFirstScreen() {
  const shown = () =>
    [...document.querySelectorAll('button')].some((b) => b.textContent === "Let's go!") ||
    [...document.querySelectorAll('label')].some((l) => l.textContent.startsWith('Your Name'));
  const observer = new MutationObserver(() => {
    if (window.__benchFirstScreenAt === undefined && shown()) {
      window.__benchFirstScreenAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Short names for the emulators' ports (scripts/emulators/setup.mjs, firebase.json). */
const PORTS = { 9099: 'auth', 8080: 'firestore', 5001: 'functions', 9199: 'storage' };

/** 'auth accounts:signUp', 'functions event-requestEventAccess', '/assets/index-x.js'. */
function label(url, base) {
  const parsed = new URL(url);
  if (parsed.origin === base) return parsed.pathname;
  const service = PORTS[parsed.port] ?? parsed.host;
  const path = parsed.pathname.split('/').filter(Boolean);
  // Callables end in the function's name; Firestore's channel in 'Listen/channel' or 'Write/...'.
  const tail = service === 'firestore' ? path.slice(-2).join('/') : path.at(-1);
  return `${service} ${tail ?? ''}`.trim();
}

/**
 * Starts recording on `cdp` (Network enabled by the caller) and watching for the first screen;
 * call before navigating. Requests come sorted by start, times in ms since the navigation, `end`
 * null while open.
 */
export async function recordWaterfall(page, cdp, base) {
  await page.addInitScript(watchFirstScreen);
  const requests = new Map();
  let navigation = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: the request is the last one.
    const entry = {
      url: e.request.url,
      method: e.request.method,
      type: e.type ?? '',
      start: e.timestamp,
      end: null,
      bytes: 0,
      failed: false,
    };
    if (!navigation && e.type === 'Document')
      navigation = { timestamp: e.timestamp, wall: e.wallTime };
    requests.set(e.requestId, entry);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = requests.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const entry = requests.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, failed: true });
  });

  let offset = null;
  const ms = (t) => (t === null ? null : Math.round(t * 1000 + offset));
  const list = () =>
    [...requests.values()]
      .map((r) => ({ ...r, label: label(r.url, base), start: ms(r.start), end: ms(r.end) }))
      .filter((r) => !r.url.startsWith('data:'))
      .sort((a, b) => a.start - b.start);

  return {
    /** Resolves with { firstScreenMs, requests } once the first screen is there. */
    async firstScreen() {
      await page.waitForFunction(() => window.__benchFirstScreenAt !== undefined, undefined, {
        timeout: 120_000,
        polling: 50,
      });
      const { firstScreenAt, timeOrigin } = await page.evaluate(() => ({
        firstScreenAt: window.__benchFirstScreenAt,
        timeOrigin: performance.timeOrigin,
      }));
      // CDP's timestamps are monotonic seconds; the document request's wall time ties them to
      // the page's clock, whose zero is the navigation's start.
      offset = navigation.wall * 1000 - timeOrigin - navigation.timestamp * 1000;
      return { firstScreenMs: Math.round(firstScreenAt), requests: list() };
    },
    /** Every request so far (after firstScreen()), e.g. once the avatar walks. */
    all: list,
  };
}

/** Prints the requests started before the first screen (and when it came) as a table. */
export function printWaterfall({ firstScreenMs, requests }) {
  console.log(
    `\nWaterfall of the first visit (ms since navigation; first screen at ${firstScreenMs} ms):`,
  );
  console.log('  start    end   size  request');
  let marked = false;
  for (const r of requests) {
    if (!marked && r.start > firstScreenMs) {
      console.log(`  ${String(firstScreenMs).padStart(5)}  ----- first screen -----`);
      marked = true;
    }
    // Shown up to the first screen, and a little after, where the next waits begin.
    if (r.start > firstScreenMs + 500) break;
    printRow(r);
  }
  if (!marked) console.log(`  ${String(firstScreenMs).padStart(5)}  ----- first screen -----`);
}

/** Prints the requests started from 'Join now' (at `clickMs`) to walking (`WALK_WATERFALL=1`). */
export function printJoinWaterfall(requests, clickMs) {
  console.log(`\nWaterfall from 'Join now' (at ${clickMs} ms since navigation) to walking:`);
  console.log('  start    end   size  request');
  for (const r of requests) if (r.start >= clickMs) printRow(r);
}

function printRow(r) {
  const end = r.failed ? 'fail' : r.end === null ? 'open' : String(r.end);
  const size = r.bytes ? `${(r.bytes / 1024).toFixed(1)}K` : '';
  const method = r.method === 'GET' ? '' : `${r.method} `;
  console.log(
    `  ${String(r.start).padStart(5)}  ${end.padStart(5)}  ${size.padStart(6)}  ${method}${r.label}`,
  );
}
