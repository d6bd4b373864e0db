import { lazy, Suspense, type ComponentProps } from 'react';

// Only organisers and stage speakers near a stage see the queue: its code and its listener
// never reach an attendee's walk path.
const HandQueue = lazy(() => import('./HandQueue'));

export function LazyHandQueue(props: ComponentProps<typeof HandQueue>) {
  return (
    <Suspense fallback={null}>
      <HandQueue {...props} />
    </Suspense>
  );
}
