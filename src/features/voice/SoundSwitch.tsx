import { useSyncExternalStore } from 'react';
import { audioContext, unlockAudio } from './audioGraph';

function subscribe(onChange: () => void): () => void {
  const context = audioContext();
  context.addEventListener('statechange', onChange);
  return () => context.removeEventListener('statechange', onChange);
}

const isSuspended = () => audioContext().state === 'suspended';

/**
 * Browsers keep audio suspended until the page gets a gesture they count (joining with
 * ?autoJoin makes none): then nobody is heard, silently. This says so and offers the click
 * that turns the sound on.
 */
export function SoundSwitch() {
  const suspended = useSyncExternalStore(subscribe, isSuspended, () => false);
  if (!suspended) return null;
  return (
    <div className="voice-panel__note" role="alert">
      <p>The browser has paused the sound, so you cannot hear anyone yet.</p>
      <button type="button" onClick={unlockAudio}>
        Turn on sound
      </button>
    </div>
  );
}
