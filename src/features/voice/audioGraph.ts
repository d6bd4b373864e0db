import type { PannerOffset } from '../../domain/voice';
import { followChosenOutput } from './audioOutput';

let shared: AudioContext | null = null;

/**
 * The one AudioContext of the page (created on first use). It plays to the output chosen in
 * 'Check my audio' (AudioContext.setSinkId, where the browser has it), now and after each choice.
 */
export function audioContext(): AudioContext {
  if (!shared) {
    shared = new AudioContext();
    followChosenOutput(shared);
  }
  return shared;
}

/**
 * Creates and resumes the AudioContext. Call it from a user gesture ('Join now'): browsers keep
 * a context created without one suspended, and a suspended context plays nothing.
 */
export function unlockAudio(): void {
  const context = audioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

/**
 * Resumes the context now and at the next gestures: the 'Join now' click counts (browsers
 * remember a page's user activation), and should the context still be suspended, the first
 * click or key in the world resumes it.
 */
export function resumeAudioOnGesture(): () => void {
  unlockAudio();
  const events = ['pointerdown', 'keydown'] as const;
  events.forEach((name) => window.addEventListener(name, unlockAudio, { capture: true }));
  return () =>
    events.forEach((name) => window.removeEventListener(name, unlockAudio, { capture: true }));
}

/** RMS amplitude (0..1) of what an analyser currently sees. */
export function analyserRms(analyser: AnalyserNode, buffer: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(buffer);
  let sum = 0;
  for (const sample of buffer) sum += sample * sample;
  return Math.sqrt(sum / buffer.length);
}

/**
 * One remote voice in the audio graph:
 * stream → MediaStreamSource → analyser (level, speaking) and → GainNode (plan gain)
 * → PannerNode (HRTF, spatial voices only) → destination.
 * The stream is also attached to a muted <audio> element: without one, Chromium delivers
 * silence from a remote WebRTC stream to Web Audio.
 */
export class RemoteVoice {
  private readonly element: HTMLAudioElement;
  private readonly source: MediaStreamAudioSourceNode;
  private readonly analyser: AnalyserNode;
  private readonly gain: GainNode;
  private readonly panner: PannerNode;
  private readonly buffer: Float32Array<ArrayBuffer>;
  private spatial: boolean | null = null;

  constructor(
    private readonly context: AudioContext,
    stream: MediaStream,
  ) {
    this.element = new Audio();
    this.element.muted = true;
    this.element.srcObject = stream;
    void this.element.play().catch(() => undefined);
    this.source = context.createMediaStreamSource(stream);
    this.analyser = context.createAnalyser();
    this.analyser.fftSize = 1024;
    this.buffer = new Float32Array(this.analyser.fftSize);
    this.gain = context.createGain();
    // Silent until the plan says otherwise: a connection held for the other side's sake plays
    // nothing here.
    this.gain.gain.value = 0;
    this.panner = new PannerNode(context, {
      panningModel: 'HRTF',
      distanceModel: 'linear',
      // The policy's gain curve does the distance fading; the panner only places the voice.
      rolloffFactor: 0,
    });
    this.source.connect(this.analyser);
    this.source.connect(this.gain);
    this.panner.connect(context.destination);
  }

  /** Applies the plan: gain, and position when spatial (ramped over the update period). */
  apply(gain: number, spatial: boolean, offset: PannerOffset | null): void {
    const at = this.context.currentTime;
    this.gain.gain.setTargetAtTime(gain, at, 0.05);
    if (spatial !== this.spatial) {
      this.gain.disconnect();
      this.gain.connect(spatial ? this.panner : this.context.destination);
      this.spatial = spatial;
    }
    if (spatial && offset) {
      this.panner.positionX.setTargetAtTime(offset.x, at, 0.1);
      this.panner.positionY.setTargetAtTime(offset.y, at, 0.1);
      this.panner.positionZ.setTargetAtTime(offset.z, at, 0.1);
    }
  }

  /** RMS of the received voice, before the plan's gain (who is speaking, not how loud here). */
  rms(): number {
    return analyserRms(this.analyser, this.buffer);
  }

  dispose(): void {
    this.source.disconnect();
    this.gain.disconnect();
    this.panner.disconnect();
    this.element.pause();
    this.element.srcObject = null;
  }
}

/** Each remote voice's received RMS, as engines report it (VoiceEngine.levels). */
export function levelsOf(voices: ReadonlyMap<string, RemoteVoice>): Map<string, number> {
  return new Map([...voices].map(([id, voice]) => [id, voice.rms()]));
}
