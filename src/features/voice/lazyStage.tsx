import { lazy, Suspense, type ComponentProps } from 'react';

/** The stage's lazy chunk (stageParts.ts). */
export const loadStageParts = () => import('./stageParts');

const QueueNote = lazy(() => loadStageParts().then((m) => ({ default: m.StageQueueNote })));
const ReachNote = lazy(() => loadStageParts().then((m) => ({ default: m.StageReachNote })));

/** A waiting listener's note (StageQueueNote), loaded when there is one. */
export function LazyStageQueueNote(props: ComponentProps<typeof QueueNote>) {
  return (
    <Suspense fallback={null}>
      <QueueNote {...props} />
    </Suspense>
  );
}

/** The organisers' reach note in the stage's overlay (StageReachNote), loaded with it. */
export function LazyStageReachNote(props: ComponentProps<typeof ReachNote>) {
  return (
    <Suspense fallback={null}>
      <ReachNote {...props} />
    </Suspense>
  );
}
