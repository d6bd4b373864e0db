import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AUDIO_CHECK_TEXT, RECORDING_MS } from '../../domain/voice/audioCheckText';
import type { CheckedMicrophone } from './checkedMicrophone';
import { LevelBar } from './LevelBar';
import { recordClip, recordingSupported } from './recorder';

export { useCheckedMicrophone } from './checkedMicrophone';

type Take =
  { step: 'idle' | 'recording' | 'playing' | 'played' } | { step: 'failed'; message: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the live region says about the recording. */
function takeText(take: Take): string {
  if (take.step === 'failed') return take.message;
  if (take.step === 'recording') return AUDIO_CHECK_TEXT.recording;
  if (take.step === 'playing') return AUDIO_CHECK_TEXT.playing;
  if (take.step === 'played') return AUDIO_CHECK_TEXT.played;
  return '';
}

/**
 * The microphone part: its live level, and 'Record 3 seconds', which records the microphone
 * (MediaRecorder) and plays it back through `playback` (the element the output choice steers).
 * While a take runs the button stays focusable but does nothing (aria-disabled): a disabled
 * button would drop a keyboard user's focus to the page.
 */
export function MicrophoneCheck({
  microphone,
  playback,
}: {
  microphone: CheckedMicrophone;
  playback: RefObject<HTMLAudioElement | null>;
}) {
  const headingId = useId();
  const [take, setTake] = useState<Take>({ step: 'idle' });
  // The running take: aborted by the next take or when the dialog closes (stops the recorder
  // or the playback, and frees the recording).
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const busy = take.step === 'recording' || take.step === 'playing';
  const canRecord = recordingSupported() && microphone.stream !== null;

  async function recordAndPlay(stream: MediaStream) {
    running.current?.abort();
    const control = new AbortController();
    running.current = control;
    setTake({ step: 'recording' });
    let clip: Blob;
    try {
      clip = await recordClip(stream, RECORDING_MS, control.signal);
    } catch (error) {
      if (!control.signal.aborted) {
        setTake({ step: 'failed', message: AUDIO_CHECK_TEXT.recordingFailed(reason(error)) });
      }
      return;
    }
    const element = playback.current;
    if (!element || control.signal.aborted) return;
    const url = URL.createObjectURL(clip);
    control.signal.addEventListener('abort', () => {
      element.pause();
      URL.revokeObjectURL(url);
    });
    element.onended = () => {
      if (!control.signal.aborted) setTake({ step: 'played' });
    };
    element.src = url;
    setTake({ step: 'playing' });
    try {
      await element.play();
    } catch (error) {
      if (!control.signal.aborted) {
        setTake({ step: 'failed', message: AUDIO_CHECK_TEXT.playbackFailed(reason(error)) });
      }
    }
  }

  return (
    <section className="check-audio__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{AUDIO_CHECK_TEXT.microphone}</h3>
      <div className="check-audio__row">
        <LevelBar rms={microphone.rms} muted={false} />
        <span>
          {microphone.error
            ? microphone.error.message
            : microphone.stream
              ? AUDIO_CHECK_TEXT.levelHint
              : AUDIO_CHECK_TEXT.openingMicrophone}
        </span>
      </div>
      <button
        type="button"
        className="ui-button"
        aria-disabled={busy || !canRecord}
        onClick={() => {
          if (!busy && microphone.stream && recordingSupported())
            void recordAndPlay(microphone.stream);
        }}
      >
        {AUDIO_CHECK_TEXT.record}
      </button>
      <p className="check-audio__result" role="status">
        {!recordingSupported()
          ? AUDIO_CHECK_TEXT.recordingUnsupported
          : microphone.error
            ? AUDIO_CHECK_TEXT.noMicrophone
            : takeText(take)}
      </p>
    </section>
  );
}
