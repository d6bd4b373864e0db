/** Where 'Check my audio' remembers the chosen sound output ('' = the system's default). */
export const AUDIO_OUTPUT_KEY = 'menagerie:audioOutput';

/**
 * Anything that may play to a device of its choice: an <audio> element, an AudioContext (whose
 * setSinkId, Chrome 110+, TypeScript's DOM types do not know yet).
 */
export type SinkTarget = object;

type SetSinkId = (deviceId: string) => Promise<void>;

function setSinkIdOf(target: SinkTarget): SetSinkId | null {
  const method: unknown = (target as { setSinkId?: unknown }).setSinkId;
  return typeof method === 'function' ? (method as SetSinkId).bind(target) : null;
}

type Listener = (deviceId: string) => void;
const listeners = new Set<Listener>();

/**
 * Whether this browser lets a page pick the output device (HTMLMediaElement.setSinkId: Chrome,
 * Edge, Firefox 116+, not Safari). Where it does not, the choice is not offered at all.
 */
export function outputChoiceSupported(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

export function rememberedOutput(): string {
  try {
    return localStorage.getItem(AUDIO_OUTPUT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the output and tells whoever follows it (the voice's AudioContext). */
export function chooseOutput(deviceId: string): void {
  try {
    if (deviceId) localStorage.setItem(AUDIO_OUTPUT_KEY, deviceId);
    else localStorage.removeItem(AUDIO_OUTPUT_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener(deviceId));
}

/**
 * Plays `target` to `deviceId`. False when the browser cannot or the device is gone (unplugged
 * since it was chosen): the target keeps its current output.
 */
export async function sinkTo(target: SinkTarget, deviceId: string): Promise<boolean> {
  const setSinkId = setSinkIdOf(target);
  if (!setSinkId) return false;
  try {
    await setSinkId(deviceId);
    return true;
  } catch (error) {
    console.warn('The sound output could not be changed.', error);
    return false;
  }
}

/**
 * Makes `target` play to the remembered output now and to every later choice; returns the
 * unsubscribe. For the voice's AudioContext (AudioContext.setSinkId, Chrome 110+), so voices
 * come out where the person's check played their recording. Nothing remembered: left alone.
 */
export function followChosenOutput(target: SinkTarget): () => void {
  const remembered = rememberedOutput();
  if (remembered) void sinkTo(target, remembered);
  const listener: Listener = (deviceId) => void sinkTo(target, deviceId);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
