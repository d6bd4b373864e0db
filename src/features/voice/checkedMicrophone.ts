import { useEffect, useState } from 'react';
import { unlockAudio } from './audioGraph';
import { LocalMicrophone } from './localMicrophone';
import { MicrophoneError, openMicrophone, rememberedMicrophone } from './microphone';

export interface CheckedMicrophone {
  /** The open microphone, null while it opens or when it failed. */
  stream: MediaStream | null;
  /** Its RMS level now (0 until it is open), for the level bar. */
  rms: () => number;
  error: MicrophoneError | null;
}

const SILENT = () => 0;

/**
 * The microphone 'Check my audio' listens to: `deviceId` when given, else the remembered
 * choice. A stream of its own, beside the voice's (closing the dialog must not stop the
 * voice), measured on the page's AudioContext, resumed here: the click that opened the dialog
 * is the gesture browsers ask for. Stopped when the dialog closes.
 */
export function useCheckedMicrophone(deviceId?: string): CheckedMicrophone {
  const [state, setState] = useState<CheckedMicrophone>({
    stream: null,
    rms: SILENT,
    error: null,
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    unlockAudio();
    const meter = new LocalMicrophone();
    openMicrophone(deviceId ?? rememberedMicrophone()).then(
      (opened) => {
        if (closed) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        meter.attach(opened);
        setState({ stream: opened, rms: () => meter.rms(), error: null });
      },
      (error: unknown) => {
        if (closed) return;
        const failure =
          error instanceof MicrophoneError ? error : new MicrophoneError('other', String(error));
        setState({ stream: null, rms: SILENT, error: failure });
      },
    );
    return () => {
      closed = true;
      meter.dispose();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [deviceId]);

  return state;
}
