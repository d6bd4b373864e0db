import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { listMicrophones, rememberedMicrophone } from './microphone';
import { chooseMicrophone } from './microphoneChoice';

/** 'Change microphone input': picks another input; the running voice switches to it live. */
export function MicrophoneModal({ onClose }: { onClose: () => void }) {
  const [mics, setMics] = useState<MediaDeviceInfo[] | null>(null);
  const [choice, setChoice] = useState(rememberedMicrophone);
  useEffect(() => {
    listMicrophones()
      .then(setMics)
      .catch(() => setMics([]));
  }, []);
  return (
    <Modal title="Change microphone input" onClose={onClose}>
      <form
        style={{ display: 'grid', gap: '1rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          chooseMicrophone(choice);
          onClose();
        }}
      >
        <label className="ui-field">
          Microphone Input
          <select value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Default microphone</option>
            {(mics ?? [])
              .filter((mic) => mic.deviceId && mic.deviceId !== 'default')
              .map((mic, i) => (
                <option key={mic.deviceId} value={mic.deviceId}>
                  {mic.label || `Microphone ${i + 1}`}
                </option>
              ))}
          </select>
        </label>
        {mics !== null && mics.length === 0 && (
          <p role="status">No microphone found. Connect one, then open this again.</p>
        )}
        <Button type="submit">Use this microphone</Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </form>
    </Modal>
  );
}
