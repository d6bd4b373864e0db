/* global OfflineAudioContext, OscillatorNode, AnalyserNode, GainNode, PannerNode */
// The audio thread's cost of the voice graph on a client hearing 8 voices, measured offline:
// an OfflineAudioContext renders SECONDS of audio as fast as it can, and the wall time per second
// of audio is what the graph costs the (real-time) audio thread. The same 8 sources rendered
// without the graph give the baseline, so the difference is the graph's own share.
//
// The graph is re-created here, tiny, with audioGraph.ts's node types and settings (RemoteVoice):
// RemoteVoice takes a live AudioContext and a MediaStream, and an OfflineAudioContext has no
// MediaStreamSource, so an oscillator stands in for each received stream.

const VOICES = 8;
const SECONDS = 10;
const SAMPLE_RATE = 48_000;
const RUNS = 3;

/** Runs in the page: renders 8 voices with or without the graph; returns wall milliseconds. */
async function renderVoices({ voices, seconds, sampleRate, withGraph }) {
  const context = new OfflineAudioContext(2, seconds * sampleRate, sampleRate);
  for (let i = 0; i < voices; i++) {
    const source = new OscillatorNode(context, { type: 'sawtooth', frequency: 110 + 37 * i });
    if (withGraph) {
      // As RemoteVoice: source → analyser, source → gain → HRTF panner → destination.
      const analyser = new AnalyserNode(context, { fftSize: 1024 });
      const gain = new GainNode(context, { gain: 0 });
      const panner = new PannerNode(context, {
        panningModel: 'HRTF',
        distanceModel: 'linear',
        rolloffFactor: 0,
      });
      source.connect(analyser);
      source.connect(gain).connect(panner).connect(context.destination);
      // As RemoteVoice.apply every update period (300 ms): gain and position ramp, the voice
      // walking around the listener, so the panner really re-spatialises.
      for (let at = 0; at < seconds; at += 0.3) {
        const angle = at + i;
        gain.gain.setTargetAtTime(0.5, at, 0.05);
        panner.positionX.setTargetAtTime(Math.cos(angle) * 3, at, 0.1);
        panner.positionY.setTargetAtTime(0, at, 0.1);
        panner.positionZ.setTargetAtTime(Math.sin(angle) * 3, at, 0.1);
      }
    } else {
      source.connect(context.destination);
    }
    source.start();
  }
  const started = performance.now();
  await context.startRendering();
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds of render time per second of audio, with and without the graph (medians). */
export async function measureVoiceGraphCost(browser) {
  const page = await browser.newPage();
  try {
    const perSecond = async (withGraph) => {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const options = { voices: VOICES, seconds: SECONDS, sampleRate: SAMPLE_RATE, withGraph };
        times.push((await page.evaluate(renderVoices, options)) / SECONDS);
      }
      return median(times);
    };
    await perSecond(true); // warm-up: HRTF tables load on first use
    const graph = await perSecond(true);
    const sourcesOnly = await perSecond(false);
    return { voices: VOICES, seconds: SECONDS, runs: RUNS, graph, sourcesOnly };
  } finally {
    await page.close();
  }
}
