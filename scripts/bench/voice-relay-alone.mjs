// The relay figures alone (voice-relay.mjs), without the rest of the voice bench: inside the
// emulators, with dist-bench built (`npx vite build --mode bench --outDir dist-bench`):
//   node scripts/emulated.mjs node scripts/bench/voice-relay-alone.mjs
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';
import { serveDist } from './serve-dist.mjs';
import { measureRelay } from './voice-relay.mjs';

const base = 'http://127.0.0.1:4174';
const server = await serveDist(4174, 'dist-bench');
const browser = await chromium.launch(await resolveChromium());
try {
  console.log('\n--- Voice through TURN ---');
  for (const line of await measureRelay(browser, base)) console.log(line);
} finally {
  await browser.close();
  server.close();
}
