import { analyserRms, audioContext } from './audioGraph';

/**
 * The microphone as this client hears it: an AnalyserNode for the level bar and the own
 * speaking ring (not connected to the speakers: nobody wants to hear themselves).
 */
export class LocalMicrophone {
  private source: MediaStreamAudioSourceNode | null = null;
  private readonly analyser: AnalyserNode;
  private readonly buffer: Float32Array<ArrayBuffer>;

  constructor() {
    this.analyser = audioContext().createAnalyser();
    this.analyser.fftSize = 1024;
    this.buffer = new Float32Array(this.analyser.fftSize);
  }

  attach(stream: MediaStream | null): void {
    this.source?.disconnect();
    this.source = stream ? audioContext().createMediaStreamSource(stream) : null;
    this.source?.connect(this.analyser);
  }

  rms(): number {
    return this.source ? analyserRms(this.analyser, this.buffer) : 0;
  }

  dispose(): void {
    this.attach(null);
  }
}

/** A track that sends silence: lets a user without a working microphone still hear others. */
export function silentTrack(): MediaStreamTrack {
  const track = audioContext().createMediaStreamDestination().stream.getAudioTracks()[0];
  if (!track) throw new Error('No silent track');
  return track;
}
