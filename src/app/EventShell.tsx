import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInAsGuest } from '../data/auth';
import { joinEvent, updateEventUser } from '../data/eventUsers';
import { watchEvent, type PublicEvent } from '../data/events';
import { DEFAULT_ROOM_ID } from '../domain/constants';
import { eventDisplayName } from '../domain/events';
import { SignInForm, useSession } from '../features/auth';
import { GateFailedScreen, GateScreen, useEventAccess, useMembership } from '../features/gate';
import {
  IntroModal,
  JoinForm,
  localAvatar,
  readQueryFlags,
  rememberName,
  rememberedName,
  storeLocalAvatar,
} from '../features/join';
import { TakenOverScreen, usePresence } from '../features/presence';
import { preloadWorld, WorldView } from '../features/world';
import { LoadingScreen } from '../ui/LoadingScreen';
import { EventToolbar } from './EventToolbar';

interface EventExperienceProps {
  slug: string;
  demo: boolean;
  roomId?: string;
}

/** /event/{slug}, /demo and /demo/editor: sign-in, access gate, join flow, then the world. */
export function EventExperience({ slug, demo, roomId = DEFAULT_ROOM_ID }: EventExperienceProps) {
  const { user, ready } = useSession();
  const location = useLocation();
  const flags = useMemo(() => readQueryFlags(location.search), [location.search]);
  const { state: access, retry } = useEventAccess(slug, user !== null);

  useEffect(() => {
    if (demo && ready && !user) void signInAsGuest();
  }, [demo, ready, user]);

  if (!ready || (demo && !user)) return <LoadingScreen text="connecting to event..." />;
  if (!user) {
    return (
      <main className="ui-screen">
        <SignInForm />
      </main>
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
    <JoinedEvent
      eventId={access.eventId}
      uid={user.uid}
      demo={demo}
      roomId={roomId}
      autoJoin={flags.autoJoin}
      hideIntro={flags.hideIntro}
    />
  );
}

interface JoinedEventProps {
  eventId: string;
  uid: string;
  demo: boolean;
  roomId: string;
  autoJoin: boolean;
  hideIntro: boolean;
}

type Step = 'intro' | 'form' | 'picker' | 'joining' | 'joined';

function JoinedEvent({ eventId, uid, demo, roomId, autoJoin, hideIntro }: JoinedEventProps) {
  const navigate = useNavigate();
  const [event, setEvent] = useState<PublicEvent | null | undefined>(undefined);
  const [animal, setAnimal] = useState<string | null>(() => localAvatar());
  const [step, setStep] = useState<Step>(() =>
    demo && !localAvatar() && !hideIntro ? 'intro' : 'form',
  );
  const [name, setName] = useState('');
  const sessionId = useMemo(() => crypto.randomUUID(), []);

  useEffect(() => {
    void preloadWorld();
    return watchEvent(eventId, setEvent);
  }, [eventId]);

  async function join(joinName: string, chosenAnimal: string) {
    setStep('joining');
    setName(joinName);
    await joinEvent(eventId, uid, {
      name: joinName,
      avatar: chosenAnimal,
      currentRoom: roomId,
      sessionId,
    });
    rememberName(eventId, joinName);
    setStep('joined');
  }

  async function submitForm(joinName: string) {
    setName(joinName);
    if (!animal) {
      setStep('picker');
      return;
    }
    await join(joinName, animal);
  }

  const initialName = rememberedName(eventId);
  useEffect(() => {
    if (autoJoin && step === 'form' && animal && initialName) void join(initialName, animal);
  });

  if (event === undefined) return <LoadingScreen text="connecting to event..." />;
  if (event === null) return <LoadingScreen text="Nothing loaded." />;
  const eventName = eventDisplayName(event);

  if (step === 'intro') {
    return (
      <IntroModal
        onDone={(key) => {
          storeLocalAvatar(key);
          setAnimal(key);
          setStep('form');
        }}
      />
    );
  }
  if (step === 'form')
    return (
      <JoinForm eventName={eventName} initialName={initialName} onJoin={(n) => submitForm(n)} />
    );
  if (step === 'picker') {
    return (
      <IntroModal
        title="Pick your animal"
        onDone={(key) => {
          storeLocalAvatar(key);
          setAnimal(key);
          void join(name, key);
        }}
      />
    );
  }
  if (step === 'joining' || !animal) return <LoadingScreen text="Joining..." />;
  return (
    <InWorld
      event={event}
      uid={uid}
      name={name}
      roomId={roomId}
      demo={demo}
      animal={animal}
      sessionId={sessionId}
      onChangeAnimal={(key) => {
        storeLocalAvatar(key);
        setAnimal(key);
        void updateEventUser(eventId, uid, { avatar: key });
      }}
      onLeave={() => navigate(demo ? '/signup' : '/')}
      onSlugChanged={(slug) => navigate(`/event/${slug}`, { replace: true })}
    />
  );
}

interface InWorldProps {
  event: PublicEvent;
  uid: string;
  name: string;
  roomId: string;
  demo: boolean;
  animal: string;
  sessionId: string;
  onChangeAnimal: (key: string) => void;
  onLeave: () => void;
  onSlugChanged: (slug: string) => void;
}

function InWorld({ event, uid, name, roomId, demo, animal, sessionId, ...actions }: InWorldProps) {
  const eventId = event.id;
  const { takenOver, resume } = usePresence({ eventId, uid, roomId, sessionId });
  const membership = useMembership(eventId, uid, event.creatorId);
  if (membership.banned)
    return <GateScreen reason="user_banned" email={null} onRetry={() => undefined} />;
  if (takenOver) return <TakenOverScreen onResume={resume} />;
  return (
    <>
      <Suspense fallback={<LoadingScreen text="Loading the world..." progress={0} />}>
        <WorldView
          eventId={eventId}
          uid={uid}
          name={name}
          roomId={roomId}
          animal={animal}
          demo={demo}
          active
        />
      </Suspense>
      <EventToolbar
        event={event}
        uid={uid}
        demo={demo}
        roles={membership.roles}
        animal={animal}
        {...actions}
      />
    </>
  );
}
