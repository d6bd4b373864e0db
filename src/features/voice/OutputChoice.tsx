import { useEffect, useState, type RefObject } from 'react';
import { AUDIO_CHECK_TEXT } from '../../domain/voice/audioCheckText';
import { chooseOutput, rememberedOutput, sinkTo } from './audioOutput';

async function listOutputs(): Promise<MediaDeviceInfo[]> {
  const devices = (await navigator.mediaDevices?.enumerateDevices()) ?? [];
  // 'default' is the option '' stands for; listed again it would be a duplicate.
  return devices.filter(
    (device) => device.kind === 'audiooutput' && device.deviceId && device.deviceId !== 'default',
  );
}

/**
 * The sound output: the playback plays to it at once, and it is remembered for the voices
 * (audioOutput.ts followChosenOutput). Shown only where the browser supports setSinkId.
 * `labelsReady`: the microphone is open, so the browser now names the devices (before any
 * media permission it lists them without labels): the list is read again.
 */
export function OutputChoice({
  playback,
  labelsReady,
}: {
  playback: RefObject<HTMLAudioElement | null>;
  labelsReady: boolean;
}) {
  const [outputs, setOutputs] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState(rememberedOutput);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const read = () =>
      listOutputs()
        .then((found) => current && setOutputs(found))
        .catch(() => current && setOutputs([]));
    void read();
    navigator.mediaDevices?.addEventListener('devicechange', read);
    return () => {
      current = false;
      navigator.mediaDevices?.removeEventListener('devicechange', read);
    };
  }, [labelsReady]);

  // The remembered output applies to the playback from the start.
  useEffect(() => {
    const remembered = rememberedOutput();
    if (remembered && playback.current) void sinkTo(playback.current, remembered);
  }, [playback]);

  async function choose(deviceId: string) {
    const applied = playback.current ? await sinkTo(playback.current, deviceId) : true;
    setFailed(!applied);
    if (!applied) return;
    setChoice(deviceId);
    chooseOutput(deviceId);
  }

  // A remembered device that is gone (unplugged) shows as the default it falls back to.
  const shown = outputs.some((output) => output.deviceId === choice) ? choice : '';
  return (
    <section className="check-audio__part">
      <label className="ui-field">
        {AUDIO_CHECK_TEXT.output}
        <select value={shown} onChange={(event) => void choose(event.target.value)}>
          <option value="">{AUDIO_CHECK_TEXT.defaultOutput}</option>
          {outputs.map((output, i) => (
            <option key={output.deviceId} value={output.deviceId}>
              {output.label || `Output ${i + 1}`}
            </option>
          ))}
        </select>
      </label>
      {failed && (
        <p className="check-audio__result" role="alert">
          {AUDIO_CHECK_TEXT.outputFailed}
        </p>
      )}
    </section>
  );
}
