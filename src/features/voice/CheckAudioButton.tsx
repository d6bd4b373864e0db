import { lazy, Suspense, useState } from 'react';

// The dialog (recording, output devices, the network check and their texts) is a lazy chunk:
// nothing of it loads on the walk path, only when someone opens it.
const CheckAudioDialog = lazy(() =>
  import('./CheckAudioDialog').then((module) => ({ default: module.CheckAudioDialog })),
);

/** The button's words; the dialog's title says the same (domain/voice/audioCheckText.ts). */
const CHECK_MY_AUDIO = 'Check my audio';

/**
 * 'Check my audio' (the join form, the voice panel): opens the dialog that shows the
 * microphone's level, records and plays back 3 seconds, picks the sound output and checks
 * whether this network allows calls. `microphoneId`: the microphone to check, when the opener
 * knows one not yet remembered (the join form's unsaved choice); else the remembered one.
 */
export function CheckAudioButton({
  eventId,
  microphoneId,
  className = 'ui-button',
}: {
  eventId: string;
  microphoneId?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-variant="secondary"
        onClick={() => setOpen(true)}
      >
        {CHECK_MY_AUDIO}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CheckAudioDialog
            eventId={eventId}
            microphoneId={microphoneId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
