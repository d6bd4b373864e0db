import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { displayNameProblem } from '../../domain/names';
import { LIMITS } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';

interface JoinFormProps {
  eventName: string;
  initialName: string;
  /** Why the last attempt to join failed (the form stays usable to try again). */
  error?: string | null;
  onJoin: (name: string, microphoneId: string) => Promise<void>;
  /** 'Check my audio' for the microphone chosen here (given by the app: a voice feature). */
  checkAudio?: (microphoneId: string) => ReactNode;
}

const MIC_KEY = 'menagerie:microphone';

/** 'Join {event name}' with 'Your Name' and 'Microphone Input' (reference join form). */
export function JoinForm({
  eventName,
  initialName,
  error: joinError = null,
  onJoin,
  checkAudio,
}: JoinFormProps) {
  const [name, setName] = useState(initialName);
  const [mics, setMics] = useState<MediaDeviceInfo[]>([]);
  const [mic, setMic] = useState(() => localStorage.getItem(MIC_KEY) ?? '');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(joinError);
  const nameProblem = displayNameProblem(name);

  useEffect(() => {
    navigator.mediaDevices
      ?.enumerateDevices()
      .then((devices) => setMics(devices.filter((d) => d.kind === 'audioinput')))
      .catch(() => setMics([]));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (joining || nameProblem) return;
    setJoining(true);
    setError(null);
    try {
      localStorage.setItem(MIC_KEY, mic);
      await onJoin(name.trim(), mic);
    } catch {
      setError('Something went wrong. Please try reloading the page.');
      setJoining(false);
    }
  }

  return (
    <Modal title={`Join ${eventName}`}>
      <form onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
        <TextField
          label="Your Name"
          value={name}
          onChange={setName}
          limit={LIMITS.nameMax}
          error={nameProblem}
          autoComplete="nickname"
        />
        <label className="ui-field">
          Microphone Input
          <select value={mic} onChange={(e) => setMic(e.target.value)}>
            <option value="">Default microphone</option>
            {mics
              .filter((d) => d.deviceId && d.deviceId !== 'default')
              .map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Microphone ${i + 1}`}
                </option>
              ))}
          </select>
        </label>
        {checkAudio?.(mic)}
        <FormError message={error} />
        {/* Reference: disabled until the name is non-empty (and, here, fits). */}
        <Button type="submit" disabled={joining || nameProblem !== null}>
          {joining ? 'Joining...' : 'Join now'}
        </Button>
      </form>
    </Modal>
  );
}
