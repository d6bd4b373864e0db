/*
 * 'Check my audio', the microphone and output parts: the texts and timings. Its own module (not
 * in the voice index) so it loads with the dialog's lazy chunk.
 */

/** How long the recording check records before playing it back. */
export const RECORDING_MS = 3_000;

export const AUDIO_CHECK_TEXT = {
  title: 'Check my audio',
  microphone: 'Microphone',
  levelHint: 'Speak: the bars light up when your microphone hears you.',
  openingMicrophone: 'Opening your microphone…',
  record: 'Record 3 seconds',
  recording: 'Recording… speak now.',
  playing: 'Playing back…',
  played: 'Played back. Did you hear yourself? If not, check the sound output and the volume.',
  recordingUnsupported:
    'This browser cannot record sound, so the recording check is not possible here.',
  /** No microphone to record from (its own error is said above the button). */
  noMicrophone: 'Recording needs a working microphone.',
  recordingFailed: (reason: string) => `The recording failed: ${reason}`,
  playbackFailed: (reason: string) => `The recording could not be played back: ${reason}`,
  output: 'Sound output',
  defaultOutput: 'Default output',
  outputFailed: 'That output could not be used; the sound stays on the previous one.',
  network: 'Network',
  checkNetwork: 'Check my network',
  close: 'Close',
} as const;
