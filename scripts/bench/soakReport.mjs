// The soak's figures from what was sent and what each browser received, its table, and the
// problems that fail the 30-second version in `npm test`.
import { parseSoakMessage } from './chatters.mjs';

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * The Firestore SDK's own streams. A 400 on one of their WebChannel requests is the emulator
 * dropping a channel session while the machine is saturated (a known emulator limit under load,
 * firebase/firebase-js-sdk#6181); the SDK opens a new channel and carries on. After some
 * transport errors WebChannel also probes the network by loading an image from www.google.com,
 * which cannot resolve on these offline machines. Both are counted as transport retries and
 * printed, not failed on by themselves: what a retry could cost is failed on instead (a lost or
 * duplicated message, a world that stops applying moves, and, after the soak, a page whose typed
 * line does not reach the other: `roundTrip`). Tried by hand: a page whose Write channel was
 * answered 400 twice (page.route) logged two such 400s and a probe, and kept writing and hearing.
 */
const FIRESTORE_CHANNEL =
  /^https?:\/\/[^/]+\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?/;
const WEBCHANNEL_PROBE = /^https:\/\/www\.google\.com\/images\/cleardot\.gif\?/;
export const isTransportRetry = (text, url) =>
  (text.includes('status of 400') && FIRESTORE_CHANNEL.test(url)) ||
  (text.includes('net::ERR_NAME_NOT_RESOLVED') && WEBCHANNEL_PROBE.test(url));

/** This run's messages among `texts`, each as its `author#seq` key. */
const keysOf = (run, texts) =>
  texts.flatMap((text) => {
    const parsed = parseSoakMessage(text);
    return parsed?.run === run ? [`${parsed.author}#${parsed.seq}`] : [];
  });

/**
 * Rows of the open chat that leave out a message of the run between two it shows: each
 * author's shown sequence numbers must run without a hole from the first shown to the last.
 */
function holesOnScreen(run, rows) {
  const byAuthor = new Map();
  for (const row of rows) {
    const parsed = parseSoakMessage(row);
    if (parsed?.run !== run) continue;
    byAuthor.set(parsed.author, [...(byAuthor.get(parsed.author) ?? []), parsed.seq]);
  }
  let holes = 0;
  for (const seqs of byAuthor.values()) {
    const unique = [...new Set(seqs)];
    holes += Math.max(...unique) - Math.min(...unique) + 1 - unique.length;
  }
  return holes;
}

/**
 * The run's messages the chat's list should hold and does not: a chat holds the newest messages
 * down to the oldest it holds (the newest page while closed; everything back to the page read
 * while open and read back), so every message the server orders (`serverOrder`, newest first)
 * between the newest and the oldest one held must be there. One that is not is a hole or a
 * stale list. A list holding none of the run's messages lacks the newest.
 */
function missingFromList(run, serverOrder, current) {
  const expected = keysOf(run, serverOrder);
  const held = new Set(keysOf(run, current));
  const oldestHeld = expected.findLastIndex((key) => held.has(key));
  if (oldestHeld === -1) return expected.slice(0, 1);
  return expected.slice(0, oldestHeld + 1).filter((key) => !held.has(key));
}

/**
 * One browser's figures against the texts the server accepted (`sent`) and the chat's order on
 * the server now (`serverOrder`, newest first). Lost: a message missing from what the list
 * holds (missingFromList). Skipped: a sent message the list never held, a figure, not a fault:
 * a closed chat's list is its newest page, and a page too busy to render between two snapshots
 * (a frozen tab: 9 s froze one into skipping 15 of 197) never holds the rows that passed through
 * it meanwhile; an open chat read back keeps them (usePagedList), and reads back the rows a
 * snapshot that jumped past its page never delivered.
 */
export function pageFigures(run, sent, page, serverOrder) {
  const sentKeys = new Set(keysOf(run, sent));
  const counts = new Map();
  for (const key of keysOf(
    run,
    page.messages.map((m) => m.message),
  )) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const skipped = [...sentKeys].filter((key) => !counts.has(key)).length;
  const lost = missingFromList(
    run,
    serverOrder,
    page.current.map((m) => m.message),
  );
  const duplicated = [...counts].filter(([, n]) => n > 1).map(([key]) => key);
  const rowKeys = keysOf(run, page.rows);
  return {
    name: page.name,
    errors: page.errors,
    transportRetries: page.transportRetries.length,
    received: counts.size,
    lost,
    skipped,
    // The same message stored twice (two ids) or one id listed twice in the chat's list.
    duplicated: duplicated.length + page.repeatedRows,
    duplicatedKeys: duplicated,
    // Rows on screen (the open panel): a message shown twice, or a hole between shown ones.
    rowsShown: rowKeys.length,
    rowsTwice: rowKeys.length - new Set(rowKeys).size,
    holes: holesOnScreen(run, page.rows),
    lagP50: percentile(page.lag, 50),
    lagP95: percentile(page.lag, 95),
    lagSamples: page.lag.length,
  };
}

/**
 * What fails the soak in `npm test`: any page error, lost or duplicated message, a world that
 * applied no move, or a line typed after the soak that did not reach the other browser.
 */
export function soakProblems(figures) {
  const problems = [
    ...figures.failures.map((failure) => `a chatter's write failed: ${failure}`),
    ...figures.notAfterSoak,
  ];
  for (const page of figures.pages) {
    for (const error of page.errors) problems.push(`${page.name}: ${error}`);
    if (page.lagSamples === 0) problems.push(`${page.name} applied no one's move during the soak`);
    if (page.lost.length) problems.push(`${page.name} lost ${page.lost.join(', ')}`);
    if (page.duplicated) {
      problems.push(`${page.name} got twice: ${page.duplicatedKeys.join(', ') || 'a list row'}`);
    }
    if (page.rowsTwice || page.holes) {
      problems.push(`${page.name} shows ${page.rowsTwice} rows twice, ${page.holes} holes`);
    }
  }
  return problems;
}

export function printSoak(figures) {
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
  console.log(
    `\n--- Soak: ${figures.seconds} s in the demo room: ${figures.bots} moving bots, ` +
      `${figures.chatters} chatting clients (client SDK, through the rules), ` +
      `${figures.pages.length} browsers ---`,
  );
  console.log(
    '| browser | page errors | Firestore transport retries | messages sent | received | lost | skipped (never held) | duplicated | rows shown (holes) | position lag p50 | p95 | lag samples |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of figures.pages) {
    console.log(
      `| ${page.name} | ${page.errors.length} | ${page.transportRetries} | ${figures.sent} | ${page.received} | ${page.lost.length} | ${page.skipped} | ${page.duplicated} | ${page.rowsShown ? `${page.rowsShown} (${page.holes})` : '-'} | ${ms(page.lagP50)} | ${ms(page.lagP95)} | ${page.lagSamples} |`,
    );
  }
  const flips = figures.modeChanges.map((change) => JSON.stringify(change)).join(', ');
  console.log(
    `Room mode flips during the soak: ${figures.modeChanges.length}${flips ? ` (${flips})` : ''} (goal 0)`,
  );
  console.log(
    `Emulators' CPU: ${figures.cpu === null ? 'not measured (not under emulators:exec)' : `${Math.round(figures.cpu)}% of one core`}; ` +
      `bot writes achieved: ${Math.round(figures.botWritesPerSecond)}/s; ` +
      `chatters' failed writes: ${figures.failures.length}`,
  );
  console.log(
    `After the soak, a line typed in each browser reached the other: ` +
      `${figures.notAfterSoak.length === 0 ? 'yes' : `no (${figures.notAfterSoak.join('; ')})`}`,
  );
  for (const page of figures.pages) {
    for (const error of page.errors.slice(0, 10)) console.log(`  ${page.name}: ${error}`);
  }
}
