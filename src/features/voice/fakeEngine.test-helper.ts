import type { PlannedVoice, VoiceEngine, VoiceEngineStatus } from './engine';

/** A VoiceEngine double for the wrappers' tests: records calls, reports statuses on demand. */
export class FakeEngine implements VoiceEngine {
  readonly calls: string[] = [];
  private readonly listeners = new Set<(status: VoiceEngineStatus) => void>();
  plan: readonly PlannedVoice[] | null = null;

  constructor(private readonly name = 'engine') {}

  async start(track: MediaStreamTrack) {
    this.calls.push(`${this.name}.start(${track.id})`);
  }
  setPlan(voices: readonly PlannedVoice[]) {
    this.plan = voices;
    this.calls.push(`${this.name}.setPlan(${voices.map((v) => v.id).join(',')})`);
  }
  setChannel(channelId: string | null) {
    this.calls.push(`${this.name}.setChannel(${channelId})`);
  }
  setMuted(muted: boolean) {
    this.calls.push(`${this.name}.setMuted(${muted})`);
  }
  retry(peerId?: string) {
    this.calls.push(`${this.name}.retry(${peerId ?? ''})`);
  }
  async setMicrophone(track: MediaStreamTrack) {
    this.calls.push(`${this.name}.setMicrophone(${track.id})`);
  }
  onStatus(listener: (status: VoiceEngineStatus) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(status: VoiceEngineStatus) {
    this.listeners.forEach((listener) => listener(status));
  }
  listenerCount() {
    return this.listeners.size;
  }
  levels() {
    return new Map([[`${this.name}-peer`, 0.5]]);
  }
  connections() {
    return [`${this.name}-peer`];
  }
  stop() {
    this.calls.push(`${this.name}.stop()`);
  }
}

export const fakeTrack = (id: string) => ({ id }) as MediaStreamTrack;

export const voice = (id: string): PlannedVoice => ({
  id,
  reason: 'near',
  gain: 0.5,
  spatial: true,
  offset: { x: 1, y: 0, z: 0 },
});
