import { lazy, Suspense, useEffect, useState } from 'react';

// The demo's top banner (settings/global's closing announcement) comes with the dashboard's
// code, after the world: BANNER_DELAY_MS keeps its download off the walk path's first seconds.
const DemoClosingBanner = lazy(() =>
  import('../dashboard').then((module) => ({ default: module.DemoClosingBanner })),
);
const BANNER_DELAY_MS = 5000;

/** The demo's top banner, shown BANNER_DELAY_MS after the world mounts. */
export function DeferredDemoBanner() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return due ? (
    <Suspense fallback={null}>
      <DemoClosingBanner />
    </Suspense>
  ) : null;
}
