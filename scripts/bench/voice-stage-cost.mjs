/* global RTCPeerConnection, window */
// What one p2p stage speaker's browser pays per one-way listener, measured in headless Chromium:
// a speaker browser sends its (fake) microphone on N links, each with its own Opus encoder, as
// peerLink.ts does (one transceiver per link; the listener's side sends no track), to N
// listeners in another browser. Per listener: the speaker browser's CPU (every process of it:
// renderer, network, audio) and its upload (RTP payload and headers, getStats). The slope over
// N = 0 .. 40 is the per-listener cost; the stage budget (VOICE.stageBudget) is what a share of
// the speaker's machine and uplink allows. No server: signalling passes through this script.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';
import { blankPage, cpuSeconds, CPU_SHARE_PERCENT, slope, UPLOAD_KBPS } from './linkCost.mjs';

const COUNTS = [0, 10, 20, 40];
const SETTLE_MS = 3000;
const MEASURE_MS = 8000;

/** In the page: the helpers of both sides (offer with the microphone, answer sending nothing). */
function installHelpers() {
  const gathered = (pc) =>
    new Promise((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') resolve();
      });
    });
  window.links = [];
  window.speakerOffer = async () => {
    window.track ??= (await navigator.mediaDevices.getUserMedia({ audio: true })).getTracks()[0];
    const pc = new RTCPeerConnection();
    pc.addTransceiver(window.track, { direction: 'sendrecv' });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    window.links.push(pc);
    return { index: window.links.length - 1, sdp: pc.localDescription.toJSON() };
  };
  window.speakerAccept = (index, answer) => window.links[index].setRemoteDescription(answer);
  window.listenerAnswer = async (offer) => {
    const pc = new RTCPeerConnection();
    await pc.setRemoteDescription(offer);
    // As peerLink.ts for a one-way stage listener: the transceiver sends no track.
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    window.links.push(pc);
    return pc.localDescription.toJSON();
  };
  window.sentBytes = async () => {
    let bytes = 0;
    for (const pc of window.links) {
      for (const report of (await pc.getStats()).values()) {
        if (report.type === 'outbound-rtp') {
          bytes += (report.bytesSent ?? 0) + (report.headerBytesSent ?? 0);
        }
      }
    }
    return bytes;
  };
  window.closeAll = () => {
    for (const pc of window.links) pc.close();
    window.links = [];
  };
}

/** The speaker browser's CPU (% of one core) and upload (kbit/s) while sending to `count`. */
async function measureAt(count, { speaker, listener, cdp }) {
  for (let i = 0; i < count; i++) {
    const offer = await speaker.evaluate(() => window.speakerOffer());
    const answer = await listener.evaluate((sdp) => window.listenerAnswer(sdp), offer.sdp);
    await speaker.evaluate(
      ([index, sdp]) => window.speakerAccept(index, sdp),
      [offer.index, answer],
    );
  }
  await speaker.waitForTimeout(SETTLE_MS);
  const cpu0 = await cpuSeconds(cdp);
  const bytes0 = await speaker.evaluate(() => window.sentBytes());
  const t0 = Date.now();
  await speaker.waitForTimeout(MEASURE_MS);
  const cpu1 = await cpuSeconds(cdp);
  const bytes1 = await speaker.evaluate(() => window.sentBytes());
  const seconds = (Date.now() - t0) / 1000;
  await speaker.evaluate(() => window.closeAll());
  await listener.evaluate(() => window.closeAll());
  return {
    count,
    cpuPercent: ((cpu1 - cpu0) / seconds) * 100,
    kbps: ((bytes1 - bytes0) * 8) / seconds / 1000,
  };
}

/** The budget the app uses (src/domain/constants.ts VOICE.stageBudget). */
function chosenBudget() {
  const source = readFileSync(new URL('../../src/domain/constants.ts', import.meta.url), 'utf8');
  return Number(/stageBudget:\s*(\d+)/.exec(source)?.[1] ?? NaN);
}

/** Measures the per-listener cost; returns the figures and the budget they allow. */
export async function measureStageCost() {
  const launch = await resolveChromium();
  const speakerBrowser = await chromium.launch(launch);
  const listenerBrowser = await chromium.launch(launch);
  try {
    const speaker = await blankPage(speakerBrowser, 'stage-cost');
    const listener = await blankPage(listenerBrowser, 'stage-cost');
    await speaker.evaluate(installHelpers);
    await listener.evaluate(installHelpers);
    const cdp = await speakerBrowser.newBrowserCDPSession();
    const points = [];
    for (const count of COUNTS) points.push(await measureAt(count, { speaker, listener, cdp }));
    const cpuPerListener = slope(points, (p) => p.cpuPercent);
    const kbpsPerListener = slope(points, (p) => p.kbps);
    const allowed = Math.min(
      Math.floor(CPU_SHARE_PERCENT / Math.max(cpuPerListener, 0.01)),
      Math.floor(UPLOAD_KBPS / Math.max(kbpsPerListener, 0.01)),
    );
    return { points, cpuPerListener, kbpsPerListener, allowed, chosen: chosenBudget() };
  } finally {
    await speakerBrowser.close();
    await listenerBrowser.close();
  }
}

/** One line per measured count, then the per-listener cost and the budget. */
export function stageCostLines(cost) {
  return [
    ...cost.points.map(
      (p) =>
        `  ${p.count} one-way listeners: speaker browser ${p.cpuPercent.toFixed(1)}% of one core, upload ${p.kbps.toFixed(0)} kbit/s`,
    ),
    `Stage speaker's cost per one-way listener (headless Chromium, slope over ${COUNTS.join('/')} listeners): ` +
      `${cost.cpuPerListener.toFixed(2)}% of one core, ${cost.kbpsPerListener.toFixed(1)} kbit/s upload`,
    `Stage budget: ${CPU_SHARE_PERCENT}% of a core and ${UPLOAD_KBPS} kbit/s allow ${cost.allowed} listeners; ` +
      `VOICE.stageBudget = ${cost.chosen}`,
  ];
}

// Run directly: no emulators needed.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of stageCostLines(await measureStageCost())) console.log(line);
}
