import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { signInAsGuest } from '../data/auth';
import { isAnimalKey } from '../domain/avatars/animals';
import { DEFAULT_ROOM_ID } from '../domain/constants';
import { withTimeout } from '../domain/timeout';
import { eventDisplayName } from '../domain/events';
import { useSession } from '../features/auth';
import { GateFailedScreen, GateScreen, useEventAccess, type GrantedEvent } from '../features/gate';
import {
  IntroModal,
  JoinForm,
  localAvatar,
  readQueryFlags,
  rememberName,
  rememberedName,
  storeLocalAvatar,
} from '../features/join';
// Its own module, not the voice index: the join form must not load the voice session's code.
import { CheckAudioButton } from '../features/voice/CheckAudioButton';
import { preloadWorld } from '../features/world';
import { LoadingScreen } from '../ui/LoadingScreen';
import { JOIN_TIMED_OUT, JOIN_TIMEOUT_MS, useJoinFailureText } from './joinFailure';
import { usePlace } from '../ui/routing';

// Everything after joining (Firestore, presence, menus, the world) is a lazy chunk that starts
// loading with the demo's intro, or else as soon as access is granted, while the join form is
// being filled in.
const loadSession = () => import('./EventSession');
const EventSession = lazy(loadSession);
// Only a signed-out visitor of an event needs the sign-in form (the demo signs in as a guest).
const SignInForm = lazy(() =>
  import('../features/signin').then((module) => ({ default: module.SignInForm })),
);

interface EventExperienceProps {
  slug: string;
  demo: boolean;
  roomId?: string;
}

/**
 * /event/{slug}, /demo and /demo/editor: sign-in, access gate (the demo's intro beside them),
 * join flow, then the world.
 */
export function EventExperience({ slug, demo, roomId = DEFAULT_ROOM_ID }: EventExperienceProps) {
  const { user, ready } = useSession();
  const { search } = usePlace();
  const flags = useMemo(() => readQueryFlags(search), [search]);
  const { state: access, retry } = useEventAccess(slug, user !== null);
  // The demo's intro (pick an animal) needs nothing from the server: it shows at once, while
  // the guest sign-in and the access callable (three round trips in series) run behind it.
  const [intro, setIntro] = useState(() => demo && !localAvatar() && !flags.hideIntro);
  // The animal picked in the demo's intro on this visit: it wins over the account's stored one.
  const [introChoice, setIntroChoice] = useState<string | null>(null);

  useEffect(() => {
    if (demo && ready && !user) void signInAsGuest();
  }, [demo, ready, user]);

  useEffect(() => {
    // Code only, nothing read yet: a visitor of the intro is about to join. Only from `ready`
    // on, when the guest sign-in starts: started with the intro, these twenty downloads put
    // off the sign-in's first request by up to 300 ms in the bench.
    if (!intro || !ready) return;
    void loadSession();
    void preloadWorld();
  }, [intro, ready]);

  // A refusal or failure is said at once, even over the intro.
  if (intro && access.status !== 'rejected' && access.status !== 'failed') {
    return (
      <IntroModal
        onDone={(key) => {
          storeLocalAvatar(key);
          setIntroChoice(key);
          setIntro(false);
        }}
      />
    );
  }
  if (!ready || (demo && !user)) return <LoadingScreen text="connecting to event..." />;
  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen text="Loading..." />}>
        <main className="ui-screen">
          <SignInForm />
        </main>
      </Suspense>
    );
  }
  if (access.status === 'rejected') {
    return <GateScreen reason={access.reason} email={user.email} onRetry={(p) => void retry(p)} />;
  }
  if (access.status === 'failed') {
    return <GateFailedScreen message={access.message} onRetry={() => void retry()} />;
  }
  if (access.status !== 'granted') return <LoadingScreen text="connecting to event..." />;
  return (
    <JoinFlow
      slug={slug}
      granted={access}
      uid={user.uid}
      account={!user.isAnonymous}
      introChoice={introChoice}
      demo={demo}
      roomId={roomId}
      autoJoin={flags.autoJoin}
    />
  );
}

interface JoinFlowProps {
  slug: string;
  granted: GrantedEvent;
  uid: string;
  /** Signed in with an account (not a guest): its stored animal is used on every device. */
  account: boolean;
  /** An animal the person just picked in the demo's intro: theirs now, on the account too. */
  introChoice: string | null;
  demo: boolean;
  roomId: string;
  autoJoin: boolean;
}

type Step = 'form' | 'picker' | 'joining' | 'joined';

/** How long a join waits for the account's animal before joining as this device's. */
const ACCOUNT_READ_MS = 5_000;

/** 'Join {event name}', the animal picker when none was chosen, then the session. */
function JoinFlow(props: JoinFlowProps) {
  const { slug, granted, uid, account, introChoice, demo, roomId, autoJoin } = props;
  const { eventId } = granted;
  const joinFailureText = useJoinFailureText({ eventId, roomId, demo, slug });
  const [animal, setAnimal] = useState<string | null>(() => localAvatar());
  // The account's animal (issue 29 #6), read while the form is filled in; it wins over this
  // device's, which may be older or from another person. A failed read joins as the device's.
  const accountAnimal = useMemo(
    () =>
      account
        ? import('../data/profiles')
            .then((m) => withTimeout(m.readAccountAnimal(uid), ACCOUNT_READ_MS, 'No answer'))
            .catch(() => null)
        : Promise.resolve(null),
    [account, uid],
  );
  const [accountRead, setAccountRead] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [name, setName] = useState('');
  const [joinError, setJoinError] = useState<string | null>(null);
  const sessionId = useMemo(() => crypto.randomUUID(), []);
  const initialName = rememberedName(eventId);

  useEffect(() => {
    void loadSession();
    void preloadWorld();
    // The join's own code, so a join on a flaky network waits only for the server.
    void import('../data/eventUsers').catch(() => undefined);
    let live = true;
    let releaseEvent: (() => void) | null = null;
    void import('../data/events')
      .then(({ holdEvent }) => {
        if (live) releaseEvent = holdEvent(eventId);
      })
      .catch(() => {
        // Only a warm-up: joining works without it.
      });
    // The room's scenery too: the world's loading screen waits for it.
    void import('../data/rooms')
      .then(({ prefetchRoomScenery }) => prefetchRoomScenery(eventId, roomId))
      .catch(() => {
        // Only a warm-up, like the one above.
      });
    return () => {
      live = false;
      releaseEvent?.();
    };
  }, [eventId, roomId]);

  useEffect(() => {
    let live = true;
    void accountAnimal.then((stored) => {
      if (!live) return;
      if (stored && isAnimalKey(stored) && !introChoice) {
        storeLocalAvatar(stored);
        setAnimal(stored);
      }
      setAccountRead(true);
    });
    return () => {
      live = false;
    };
  }, [accountAnimal, introChoice]);

  async function join(joinName: string, chosenAnimal: string) {
    const retrying = joinError !== null;
    setStep('joining');
    setName(joinName);
    setJoinError(null);
    try {
      const { joinEvent, restartConnection } = await import('../data/eventUsers');
      // After a failure the SDK may be waiting out its back-off: a retry reconnects now.
      if (retrying) await restartConnection();
      const fields = { name: joinName, avatar: chosenAnimal, currentRoom: roomId, sessionId };
      const written = withTimeout(joinEvent(eventId, uid, fields), JOIN_TIMEOUT_MS, JOIN_TIMED_OUT);
      // The world opens while the join is on its way, as the person sees the server take it:
      // waiting for its answer first cost 1.3 s on a slow link (the write's channel opening,
      // then the write), and nothing the session starts needs it first. This browser's later
      // writes (the position, the keep-alive) reach the server after it, in order, and the
      // session's reads ask only for the access already granted. A join the server refuses or
      // never answers closes the session and brings the form back with the reason.
      setStep('joined');
      await written;
      rememberName(eventId, joinName);
    } catch (failure) {
      // Back to the form, which keeps the name (a full room's link moves to the main room).
      setJoinError(await joinFailureText(failure));
      setStep('form');
    }
  }

  async function submitForm(joinName: string) {
    setName(joinName);
    const stored = await accountAnimal;
    const chosen = introChoice ?? (stored && isAnimalKey(stored) ? stored : animal);
    if (!chosen) {
      setStep('picker');
      return;
    }
    // An account without one keeps this device's animal for its other devices; one just
    // picked in the intro replaces the stored one.
    if (account && (!stored || introChoice)) saveToAccount(chosen);
    await join(joinName, chosen);
  }

  useEffect(() => {
    if (autoJoin && step === 'form' && accountRead && animal && initialName)
      void join(initialName, animal);
  });

  const saveToAccount = (key: string) => {
    void import('../data/profiles')
      .then((m) => m.saveAccountAnimal(uid, key))
      .catch(() => {
        // Not fatal: this device still remembers it, and the next choice tries again.
      });
  };

  const chooseAnimal = (key: string) => {
    storeLocalAvatar(key);
    setAnimal(key);
    if (account) saveToAccount(key);
  };

  if (step === 'form') {
    return (
      <JoinForm
        eventName={eventDisplayName({ id: eventId, name: granted.name, slug: granted.slug })}
        initialName={name || initialName}
        error={joinError}
        onJoin={(n) => submitForm(n)}
        checkAudio={(microphoneId) => (
          <CheckAudioButton eventId={eventId} microphoneId={microphoneId} />
        )}
      />
    );
  }
  if (step === 'picker') {
    return (
      <IntroModal
        title="Pick your animal"
        onDone={(key) => {
          chooseAnimal(key);
          void join(name, key);
        }}
      />
    );
  }
  if (step === 'joining' || !animal) return <LoadingScreen text="Joining..." />;
  return (
    <Suspense fallback={<LoadingScreen text="Loading the world..." progress={0} />}>
      <EventSession
        eventId={eventId}
        slug={slug}
        uid={uid}
        name={name}
        roomId={roomId}
        demo={demo}
        animal={animal}
        sessionId={sessionId}
        onChangeAnimal={chooseAnimal}
        onChangeName={(changed) => {
          setName(changed);
          rememberName(eventId, changed);
        }}
      />
    </Suspense>
  );
}
