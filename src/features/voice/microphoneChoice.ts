import { rememberMicrophone } from './microphone';

type Listener = (deviceId: string) => void;
const listeners = new Set<Listener>();

/**
 * 'Change microphone input' (attendee menu) → the running voice session, which switches the
 * track live. A tiny channel rather than props, because the menu and the world are siblings.
 */
export function chooseMicrophone(deviceId: string): void {
  rememberMicrophone(deviceId);
  listeners.forEach((listener) => listener(deviceId));
}

export function onMicrophoneChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
