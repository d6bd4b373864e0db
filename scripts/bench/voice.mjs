// The voice figures of `npm run bench` (issues #7, #20): peer connections per client in a crowd,
// time from 'Join now' to the first received audio (with its milestones), a stage speaker's
// cost per one-way listener and the stage budget, and the audio thread's cost of hearing 8
// voices.
// Figures only. in-browser.mjs calls measureVoice inside the emulators; on its own, run it
// inside the emulators (seeded) after `npx vite build --mode bench --outDir dist-bench`:
//   node scripts/bench/voice.mjs
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';
import { serveDist } from './serve-dist.mjs';
import { crowdConnectionFigures } from './voice-crowd.mjs';
import { measureFirstAudio } from './voice-first-audio.mjs';
import { measureRelay } from './voice-relay.mjs';
import { measureVoiceGraphCost } from './voice-graph-cost.mjs';
import { measureStageCost, stageCostLines } from './voice-stage-cost.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Measures and prints the voice figures; `base` serves the bench build. */
export async function measureVoice(browser, base) {
  const crowd = await crowdConnectionFigures();
  const firstAudio = await measureFirstAudio(browser, base);
  const cost = await measureVoiceGraphCost(browser);
  const stage = await measureStageCost();
  const relay = await measureRelay(browser, base);

  console.log('\n--- Voice (p2p) ---');
  for (const line of crowd) {
    console.log(
      `Peer connections, in-memory protocol simulation (not browsers): ${line} (goal <= cap 8)`,
    );
  }
  const heard = firstAudio.map((run) => run.heard).filter((ms) => ms !== null);
  const show = (ms) => (ms === null ? '-' : ms);
  console.log(
    `Join now -> first received audio (2 headless Chromiums, loopback WebRTC, fake microphone beeping about once a second): ` +
      `median ${heard.length ? median(heard) : '-'} ms of ${heard.length}/${firstAudio.length} warm runs [${firstAudio.map((run) => show(run.heard)).join(', ')}] ` +
      `(goal <= 5000 ms; 15700 ms before voice started with the session, issue #20)`,
  );
  for (const [i, run] of firstAudio.entries()) {
    console.log(
      `  run ${i + 1}: voice up ${show(run.voice)} ms, A seen ${show(run.seen)} ms, link to A ${show(run.linked)} ms, ` +
        `connected ${show(run.connected)} ms, A heard ${show(run.heard)} ms, world mounted ${show(run.world)} ms`,
    );
  }
  for (const line of relay) console.log(line);
  for (const line of stageCostLines(stage)) console.log(line);
  console.log(
    `Voice graph hearing ${cost.voices} voices (analyser, gain, HRTF panner; audio thread's render cost, measured offline, ${cost.seconds} s rendered, median of ${cost.runs}): ` +
      `${cost.graph.toFixed(1)} ms per second of audio (${((cost.graph / 1000) * 100).toFixed(1)}% of one core); the 8 sources alone ${cost.sourcesOnly.toFixed(1)} ms`,
  );
}

// Run directly: serve the bench build and measure the voice figures alone.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = 'http://127.0.0.1:4174';
  const server = await serveDist(4174, 'dist-bench');
  const browser = await chromium.launch(await resolveChromium());
  try {
    await measureVoice(browser, base);
  } finally {
    await browser.close();
    server.close();
  }
}
