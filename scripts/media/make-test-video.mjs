/* global window, VideoEncoder, AudioEncoder, OffscreenCanvas, VideoFrame, AudioData */
// Makes public/media/test-video.webm: the short video the demo's screen and the e2e tests play,
// so nothing needs the network and ffmpeg is not required. Headless Chromium (the browser the
// tests use, scripts/browser/chromium.mjs) draws each frame on a canvas and encodes it with
// WebCodecs (VP8), a sine tone beeping once a second is encoded as Opus, and webm-muxer packs
// both into a WebM with its duration and cues (MediaRecorder's WebM has neither, so a player
// could not seek in it nor know its length). Frames are encoded as fast as the CPU goes, not in
// real time; the same script makes the same picture every time.
//
//   node scripts/media/make-test-video.mjs [seconds]     (default 12)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from '../browser/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const output = join(root, 'public', 'media', 'test-video.webm');
const seconds = Number(process.argv[2] ?? 12);
/** The screen's aspect (1080 x 720, reference), small enough to commit. */
const WIDTH = 360;
const HEIGHT = 240;
const FPS = 24;

// The package's script build (its `require` entry), which defines window.WebMMuxer in a page.
const muxerSource = await readFile(createRequire(import.meta.url).resolve('webm-muxer'), 'utf8');

/** Runs in the page: returns the WebM's bytes. */
async function encodeInPage({ seconds, width, height, fps }) {
  const { Muxer, ArrayBufferTarget } = window.WebMMuxer;
  const sampleRate = 48000;
  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'V_VP8', width, height, frameRate: fps },
    audio: { codec: 'A_OPUS', numberOfChannels: 1, sampleRate },
  });
  const failures = [];
  const video = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (e) => failures.push(e),
  });
  video.configure({ codec: 'vp8', width, height, bitrate: 100_000, framerate: fps });
  const audio = new AudioEncoder({
    output: (chunk, meta) => muxer.addAudioChunk(chunk, meta),
    error: (e) => failures.push(e),
  });
  audio.configure({ codec: 'opus', numberOfChannels: 1, sampleRate, bitrate: 32_000 });

  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const frames = Math.round(seconds * fps);
  for (let i = 0; i < frames; i++) {
    const t = i / fps;
    // A hue sweeping across and over time, a white bar crossing once a second and the time in
    // big digits: every frame differs clearly from the one a second earlier.
    for (let x = 0; x < width; x += 8) {
      g.fillStyle = `hsl(${(x * 0.6 + t * 90) % 360} 80% 50%)`;
      g.fillRect(x, 0, 8, height);
    }
    g.fillStyle = '#ffffff';
    g.fillRect((t % 1) * (width + 60) - 60, 0, 60, height);
    g.fillStyle = 'rgba(0, 0, 0, 0.6)';
    g.fillRect(width / 2 - 90, height / 2 - 45, 180, 90);
    g.fillStyle = '#ffffff';
    g.font = 'bold 56px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(`${t.toFixed(1)}`, width / 2, height / 2 + 3);
    const frame = new VideoFrame(canvas, { timestamp: Math.round(t * 1e6), duration: 1e6 / fps });
    video.encode(frame, { keyFrame: i % fps === 0 });
    frame.close();
  }

  // 20 ms packets of a 440 Hz tone, on for the first 200 ms of every second.
  const packet = sampleRate / 50;
  for (let start = 0; start < seconds * sampleRate; start += packet) {
    const samples = new Float32Array(packet);
    for (let j = 0; j < packet; j++) {
      const n = start + j;
      const on = n % sampleRate < sampleRate / 5;
      samples[j] = on ? 0.3 * Math.sin((2 * Math.PI * 440 * n) / sampleRate) : 0;
    }
    const data = new AudioData({
      format: 'f32',
      sampleRate,
      numberOfFrames: packet,
      numberOfChannels: 1,
      timestamp: Math.round((start / sampleRate) * 1e6),
      data: samples,
    });
    audio.encode(data);
    data.close();
  }
  await video.flush();
  await audio.flush();
  if (failures.length) throw new Error(failures.map(String).join('; '));
  muxer.finalize();
  return Array.from(new Uint8Array(muxer.target.buffer));
}

const browser = await chromium.launch(await resolveChromium());
try {
  const page = await browser.newPage();
  // WebCodecs needs a secure context: a localhost page, answered here (no server, no network).
  await page.route('http://localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
  );
  await page.goto('http://localhost/');
  await page.addScriptTag({ content: muxerSource });
  const bytes = await page.evaluate(encodeInPage, {
    seconds,
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
  });
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, Buffer.from(bytes));
  console.log(`Wrote ${output} (${seconds} s, ${(bytes.length / 1024).toFixed(0)} KB)`);
} finally {
  await browser.close();
}
