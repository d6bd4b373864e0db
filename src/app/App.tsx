import { lazy, Suspense } from 'react';
import { EventExperience } from './EventShell';
import { DEMO_EVENT_ID } from '../domain/constants';
import { roomOfSegment } from '../domain/roomUrls';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingScreen } from '../ui/LoadingScreen';
import { BrowserRouting, Route, Switch, useParams } from '../ui/routing';

const AccountShell = lazy(() => import('./AccountShell'));
// The terms and the privacy policy: their text is off the first screen and the walk path.
const LegalPage = lazy(() => import('./LegalPage'));
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
    <BrowserRouting>
      <ErrorBoundary>
        <Suspense fallback={<LoadingScreen text="Loading..." />}>
          <Switch>
            {/* One route each, room segment optional: travelling between rooms changes the URL
                without remounting the session. */}
            <Route path="/demo/:room?">
              <DemoRoute />
            </Route>
            {/* Above the room segment: a room cannot take this name (roomUrls.ts). */}
            <Route path="/event/:slug/insights">
              <InsightsRoute />
            </Route>
            <Route path="/event/:slug/:room?">
              <EventRoute />
            </Route>
            <Route path="/event-global-audio/:eventId">
              {/* An invisible page: not even a loading screen while its code arrives. */}
              <Suspense fallback={null}>
                <GlobalAudioPage />
              </Suspense>
            </Route>
            <Route path="/signin">
              <SignInPage />
            </Route>
            {/* Reachable signed out: it shows the sign-up form itself, then redeems ?c=. */}
            <Route path="/signup">
              <SignupPage />
            </Route>
            <Route path="/terms">
              <LegalPage page="terms" />
            </Route>
            <Route path="/privacy">
              <LegalPage page="privacy" />
            </Route>
            <Route path="*">
              <AccountShell />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouting>
  );
}
