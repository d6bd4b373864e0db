import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { EventExperience } from './EventShell';
import { LegalPage } from './LegalPage';
import { DEMO_EVENT_ID } from '../domain/constants';
import { roomOfSegment } from '../domain/roomUrls';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingScreen } from '../ui/LoadingScreen';

const AccountShell = lazy(() => import('./AccountShell'));
// Signing in is for the few who are signed out: its forms stay off everyone's first load.
const SignInPage = lazy(() =>
  import('../features/signin').then((module) => ({ default: module.SignInPage })),
);
const SignupPage = lazy(() =>
  import('../features/signup').then((module) => ({ default: module.SignupPage })),
);
// The organisers' numbers: a page of its own, fetched only by those who open it.
const InsightsRoute = lazy(() =>
  import('../features/insights').then((module) => ({ default: module.InsightsRoute })),
);
const GlobalAudioPage = lazy(() =>
  import('../features/globalAudio').then((module) => ({ default: module.GlobalAudioPage })),
);

function EventRoute() {
  const { slug = '', room } = useParams();
  return (
    <EventExperience key={slug} slug={slug} demo={false} roomId={roomOfSegment(false, room)} />
  );
}

function DemoRoute() {
  const { room } = useParams();
  return <EventExperience slug={DEMO_EVENT_ID} demo roomId={roomOfSegment(true, room)} />;
}

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <Suspense fallback={<LoadingScreen text="Loading..." />}>
          <Routes>
            {/* One route each, room segment optional: travelling between rooms changes the URL
                without remounting the session. */}
            <Route path="/demo/:room?" element={<DemoRoute />} />
            {/* Ranked above the room segment: a room cannot take this name (roomUrls.ts). */}
            <Route path="/event/:slug/insights" element={<InsightsRoute />} />
            <Route path="/event/:slug/:room?" element={<EventRoute />} />
            <Route
              path="/event-global-audio/:eventId"
              element={
                // An invisible page: not even a loading screen while its code arrives.
                <Suspense fallback={null}>
                  <GlobalAudioPage />
                </Suspense>
              }
            />
            <Route path="/signin" element={<SignInPage />} />
            {/* Reachable signed out: it shows the sign-up form itself, then redeems ?c=. */}
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/terms" element={<LegalPage page="terms" />} />
            <Route path="/privacy" element={<LegalPage page="privacy" />} />
            <Route path="*" element={<AccountShell />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
