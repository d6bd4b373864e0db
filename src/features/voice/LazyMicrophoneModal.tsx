import { lazy, Suspense } from 'react';

const Modal = lazy(() =>
  import('./MicrophoneModal').then((module) => ({ default: module.MicrophoneModal })),
);

/** The microphone picker, loaded when opened (off the walk path). */
export function LazyMicrophoneModal(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
