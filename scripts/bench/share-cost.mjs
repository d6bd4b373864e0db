/* global RTCPeerConnection, document, window */
// What one p2p screen sharer's browser pays per viewer, measured in headless Chromium: a sharer
// browser captures its screen (getDisplayMedia, 1280x720 at 10 fps, as SHARE.capture) and sends
// it on N one-way video links, each its own RTCPeerConnection and so its own encoder (content
// hint 'detail', at most SHARE.maxBitrate), to N viewers in another browser that answer
// receiving only. Per N: the sharer browser's CPU (every process of it: renderer, capture,
// network), its upload (video RTP, getStats) and the frames a second the viewers decode. The
// slopes over N are the per-viewer cost; SHARE.p2pViewers is what a share of the sharer's
// machine and uplink allows (the stage's share, voice-stage-cost.mjs). No server: signalling
// passes through this script. Headless, getDisplayMedia needs --use-fake-ui-for-media-stream
// (no picker) and --use-fake-device-for-media-stream (a fake 'screen', Chrome's moving test
// pattern): both are in CHROMIUM_ARGS. `node scripts/bench/share-cost.mjs [runs] [canvas]`:
// runs (default 3) with medians; 'canvas' sends a slides-like canvas instead, its text changing
// every frame: a busy picture whose links reach their bitrate cap (the pattern needs a quarter).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';
import { blankPage, cpuSeconds, CPU_SHARE_PERCENT, slope, UPLOAD_KBPS } from './linkCost.mjs';

const COUNTS = [0, 1, 2, 4, 8];
const SETTLE_MS = 5000;
const MEASURE_MS = 10000;
/** What SHARE asks (src/domain/share.ts): read, so the bench follows the contract. */
const SHARE_SOURCE = readFileSync(new URL('../../src/domain/share.ts', import.meta.url), 'utf8');
const [, width, height, frameRate] =
  /capture:\s*{\s*width:\s*(\d+),\s*height:\s*(\d+),\s*frameRate:\s*(\d+)/
    .exec(SHARE_SOURCE)
    .map(Number);
const CAPTURE = { width, height, frameRate };
const MAX_BITRATE = Number(/maxBitrate:\s*([\d_]+)/.exec(SHARE_SOURCE)[1].replaceAll('_', ''));
const CHOSEN = Number(/p2pViewers:\s*(\d+)/.exec(SHARE_SOURCE)[1]);
/** Below this many frames a second received (of CAPTURE.frameRate), larger N are not tried. */
const KEEPING_UP = 0.5;

/** In the page: both sides' helpers (offer sending the capture, answer receiving only). */
function installHelpers({ capture, maxBitrate }) {
  const gathered = (pc) =>
    new Promise((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') resolve();
      });
    });
  window.links = [];
  /** The fallback source: a slides-like canvas, its text changing every frame. */
  const slides = () => {
    const canvas = Object.assign(document.createElement('canvas'), capture);
    const g = canvas.getContext('2d');
    let frame = 0;
    setInterval(() => {
      frame++;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, capture.width, capture.height);
      g.fillStyle = '#123';
      g.font = 'bold 48px sans-serif';
      g.fillText(`Slide ${Math.floor(frame / 50) + 1}: screen sharing`, 80, 110);
      g.font = '28px sans-serif';
      for (let line = 0; line < 14; line++) {
        g.fillText(
          `- point ${line + 1}, frame ${frame}, ${Date.now() % 100000}`,
          100,
          190 + line * 36,
        );
      }
    }, 1000 / capture.frameRate);
    return canvas.captureStream(capture.frameRate);
  };
  window.startCapture = async (source) => {
    const stream =
      source === 'canvas'
        ? slides()
        : await navigator.mediaDevices.getDisplayMedia({ video: capture });
    window.track = stream.getVideoTracks()[0];
    window.track.contentHint = 'detail';
    const label = source === 'canvas' ? 'slides-like canvas' : window.track.label;
    return { label, settings: window.track.getSettings() };
  };
  window.sharerOffer = async () => {
    const pc = new RTCPeerConnection();
    const { sender } = pc.addTransceiver(window.track, { direction: 'sendonly' });
    const parameters = sender.getParameters();
    parameters.encodings = (parameters.encodings?.length ? parameters.encodings : [{}]).map(
      (encoding) => ({ ...encoding, maxBitrate }),
    );
    await sender.setParameters(parameters);
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    window.links.push(pc);
    return { index: window.links.length - 1, sdp: pc.localDescription.toJSON() };
  };
  window.sharerAccept = (index, answer) => window.links[index].setRemoteDescription(answer);
  window.viewerAnswer = async (offer) => {
    const pc = new RTCPeerConnection();
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer()); // recvonly: it sends nothing
    await gathered(pc);
    window.links.push(pc);
    return pc.localDescription.toJSON();
  };
  /** Summed video RTP stats of every link, and each link's encoded size and limitation. */
  window.videoStats = async () => {
    const sum = { sent: 0, encoded: 0, decoded: [], widths: [], limits: [] };
    for (const pc of window.links) {
      for (const report of (await pc.getStats()).values()) {
        if (report.kind !== 'video') continue;
        if (report.type === 'outbound-rtp') {
          sum.sent += (report.bytesSent ?? 0) + (report.headerBytesSent ?? 0);
          sum.encoded += report.framesEncoded ?? 0;
          sum.widths.push(report.frameWidth ?? 0);
          sum.limits.push(report.qualityLimitationReason ?? '?');
        }
        if (report.type === 'inbound-rtp') sum.decoded.push(report.framesDecoded ?? 0);
      }
    }
    return sum;
  };
  window.closeAll = () => {
    for (const pc of window.links) pc.close();
    window.links = [];
  };
}

/** The sharer browser's CPU, upload and the viewers' frame rate while sending to `count`. */
async function measureAt(count, { sharer, viewer, cdp }) {
  for (let i = 0; i < count; i++) {
    const offer = await sharer.evaluate(() => window.sharerOffer());
    const answer = await viewer.evaluate((sdp) => window.viewerAnswer(sdp), offer.sdp);
    await sharer.evaluate(([index, sdp]) => window.sharerAccept(index, sdp), [offer.index, answer]);
  }
  await sharer.waitForTimeout(SETTLE_MS);
  const cpu0 = await cpuSeconds(cdp);
  const [out0, in0] = await Promise.all(
    [sharer, viewer].map((p) => p.evaluate(() => window.videoStats())),
  );
  const t0 = Date.now();
  await sharer.waitForTimeout(MEASURE_MS);
  const cpu1 = await cpuSeconds(cdp);
  const [out1, in1] = await Promise.all(
    [sharer, viewer].map((p) => p.evaluate(() => window.videoStats())),
  );
  const seconds = (Date.now() - t0) / 1000;
  await sharer.evaluate(() => window.closeAll());
  await viewer.evaluate(() => window.closeAll());
  const fps = in1.decoded.map((frames, i) => (frames - in0.decoded[i]) / seconds);
  return {
    count,
    cpuPercent: ((cpu1 - cpu0) / seconds) * 100,
    kbps: ((out1.sent - out0.sent) * 8) / seconds / 1000,
    encodedFps: count ? (out1.encoded - out0.encoded) / seconds / count : null,
    viewerFps: count ? fps.reduce((s, f) => s + f, 0) / count : null,
    minViewerFps: count ? Math.min(...fps) : null,
    minWidth: count ? Math.min(...out1.widths) : null,
    limits: [...new Set(out1.limits)].join('/'),
  };
}

/** The viewers half a core and the uplink allow at these per-viewer costs (at least 1). */
function allowedViewers(cpuPerViewer, kbpsPerViewer) {
  return Math.max(
    1,
    Math.min(
      Math.floor(CPU_SHARE_PERCENT / Math.max(cpuPerViewer, 0.01)),
      Math.floor(UPLOAD_KBPS / Math.max(kbpsPerViewer, 0.01)),
    ),
  );
}

/** One run: fresh browsers, the capture started once, then each count in turn. */
export async function measureShareCost(source = 'screen') {
  const launch = await resolveChromium();
  const sharerBrowser = await chromium.launch(launch);
  const viewerBrowser = await chromium.launch(launch);
  try {
    const sharer = await blankPage(sharerBrowser, 'share-cost');
    const viewer = await blankPage(viewerBrowser, 'share-cost');
    const setup = { capture: CAPTURE, maxBitrate: MAX_BITRATE };
    await sharer.evaluate(installHelpers, setup);
    await viewer.evaluate(installHelpers, setup);
    const captured = await sharer.evaluate((s) => window.startCapture(s), source);
    const cdp = await sharerBrowser.newBrowserCDPSession();
    const points = [];
    for (const count of COUNTS) {
      const point = await measureAt(count, { sharer, viewer, cdp });
      points.push(point);
      if (count && point.viewerFps < CAPTURE.frameRate * KEEPING_UP) break; // not keeping up
    }
    const cpuPerViewer = slope(points, (p) => p.cpuPercent);
    const kbpsPerViewer = slope(points, (p) => p.kbps);
    const allowed = allowedViewers(cpuPerViewer, kbpsPerViewer);
    return { captured, points, cpuPerViewer, kbpsPerViewer, allowed };
  } finally {
    await sharerBrowser.close();
    await viewerBrowser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (value, digits) => (value === null ? '-' : value.toFixed(digits));

/** Each run's table and slopes, then the medians and the budget they allow. */
export function shareCostLines(runs) {
  const lines = [];
  for (const [i, run] of runs.entries()) {
    const { label, settings } = run.captured;
    lines.push(
      `Run ${i + 1} (${label}, ${settings.width}x${settings.height} at ${settings.frameRate} fps):`,
    );
    for (const p of run.points) {
      lines.push(
        `  ${p.count} viewers: sharer browser ${fixed(p.cpuPercent, 1)}% of one core, upload ` +
          `${fixed(p.kbps, 0)} kbit/s; per link ${fixed(p.encodedFps, 1)} fps encoded, width ` +
          `${p.minWidth ?? '-'}+ (${p.limits || '-'}); viewers decode ${fixed(p.viewerFps, 1)} ` +
          `fps (lowest ${fixed(p.minViewerFps, 1)})`,
      );
    }
    lines.push(
      `  per viewer: ${run.cpuPerViewer.toFixed(1)}% of one core, ` +
        `${run.kbpsPerViewer.toFixed(0)} kbit/s -> ${run.allowed} viewers`,
    );
  }
  const counts = COUNTS.filter((count) =>
    runs.every((r) => r.points.some((p) => p.count === count)),
  );
  lines.push(`Medians of ${runs.length} runs:`);
  const medians = counts.map((count) => {
    const at = runs.map((r) => r.points.find((p) => p.count === count));
    return {
      count,
      cpuPercent: median(at.map((p) => p.cpuPercent)),
      kbps: median(at.map((p) => p.kbps)),
      viewerFps: count ? median(at.map((p) => p.viewerFps)) : null,
    };
  });
  for (const p of medians) {
    lines.push(
      `  ${p.count} viewers: ${p.cpuPercent.toFixed(1)}% of one core, ${p.kbps.toFixed(0)} kbit/s, ` +
        `viewers decode ${fixed(p.viewerFps, 1)} fps`,
    );
  }
  const cpu = median(runs.map((r) => r.cpuPerViewer));
  const kbps = median(runs.map((r) => r.kbpsPerViewer));
  const capped = allowedViewers(cpu, Math.max(kbps, MAX_BITRATE / 1000));
  lines.push(
    `Sharer's cost per viewer (headless Chromium, median slope over ${counts.join('/')} viewers): ` +
      `${cpu.toFixed(1)}% of one core, ${kbps.toFixed(0)} kbit/s upload`,
    `Share budget: ${CPU_SHARE_PERCENT}% of a core and ${UPLOAD_KBPS} kbit/s allow ` +
      `${allowedViewers(cpu, kbps)} viewers at the measured upload, ${capped} if every link ` +
      `reaches its ${MAX_BITRATE / 1000} kbit/s cap; SHARE.p2pViewers = ${CHOSEN}`,
  );
  return lines;
}

/** `runs` runs, one after the other (fresh browsers each). */
export async function measureShareCosts(runs = 3, source = 'screen') {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measureShareCost(source));
  return results;
}

// Run directly: no emulators needed.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = process.argv[3] === 'canvas' ? 'canvas' : 'screen';
  const runs = await measureShareCosts(Number(process.argv[2] ?? 3), source);
  for (const line of shareCostLines(runs)) console.log(line);
}
