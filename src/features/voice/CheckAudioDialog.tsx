import { useRef } from 'react';
import { AUDIO_CHECK_TEXT } from '../../domain/voice/audioCheckText';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { outputChoiceSupported } from './audioOutput';
import { MicrophoneCheck, useCheckedMicrophone } from './MicrophoneCheck';
import { NetworkCheck } from './NetworkCheck';
import { OutputChoice } from './OutputChoice';
// The level bar's look (voice.css) is not loaded yet when the join form opens the dialog.
import './voice.css';
import './checkAudio.css';

/**
 * 'Check my audio': the microphone's live level and a 3-second recording played back, the
 * sound output (where the browser lets a page choose it), and whether this network allows
 * calls. A modal dialog: focus moves in, Escape or Close closes it and gives the focus back to
 * the button that opened it; each part's outcome is said in a live region.
 */
export function CheckAudioDialog({
  eventId,
  microphoneId,
  onClose,
}: {
  eventId: string;
  microphoneId?: string;
  onClose: () => void;
}) {
  // One <audio> plays the recording back: the output choice sends it to the chosen device.
  const playback = useRef<HTMLAudioElement>(null);
  const microphone = useCheckedMicrophone(microphoneId);
  return (
    <Modal title={AUDIO_CHECK_TEXT.title} onClose={onClose}>
      <div className="check-audio">
        <MicrophoneCheck microphone={microphone} playback={playback} />
        {outputChoiceSupported() && (
          <OutputChoice playback={playback} labelsReady={microphone.stream !== null} />
        )}
        <NetworkCheck eventId={eventId} />
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the person's own recording,
            played back to them; its progress is said in the live region above. */}
        <audio ref={playback} data-testid="check-audio-playback" />
        <Button variant="secondary" onClick={onClose}>
          {AUDIO_CHECK_TEXT.close}
        </Button>
      </div>
    </Modal>
  );
}
