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
 * `onOpen`: the opener shows the dialog itself (LazyCheckAudioDialog), so that it outlives the
 * button (the voice's stand-in panel, replaced by the voice panel while the dialog is open).
 */
export function CheckAudioButton({
  eventId,
  microphoneId,
  className = 'ui-button',
  onOpen,
}: {
  eventId: string;
  microphoneId?: string;
  className?: string;
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-variant="secondary"
        onClick={() => (onOpen ? onOpen() : setOpen(true))}
      >
        {CHECK_MY_AUDIO}
      </button>
      {open && (
        <LazyCheckAudioDialog
          eventId={eventId}
          microphoneId={microphoneId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The 'Check my audio' dialog, its code loaded when it first opens. */
export function LazyCheckAudioDialog(props: {
  eventId: string;
  microphoneId?: string;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <CheckAudioDialog {...props} />
    </Suspense>
  );
}
