import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { leaveEvent, updateEventUser } from '../data/eventUsers';
import { watchEvent, type PublicEvent } from '../data/events';
import { useSession } from '../features/auth';
import { GateScreen } from '../features/gate';
import { useMembership } from '../features/moderation';
import {
  DisconnectedScreen,
  TakenOverScreen,
  useConnection,
  usePresence,
} from '../features/presence';
import { WorldView, type WorldControls } from '../features/world';
import { LoadingScreen } from '../ui/LoadingScreen';
import { EventToolbar } from './EventToolbar';

interface EventSessionProps {
  eventId: string;
  uid: string;
  name: string;
  roomId: string;
  demo: boolean;
  animal: string;
  sessionId: string;
  onChangeAnimal: (key: string) => void;
}

/** A joined attendee's session: presence, membership (roles, ban), the world and the menus. */
export default function EventSession(props: EventSessionProps) {
  const { eventId, uid, name, roomId, demo, animal, sessionId, onChangeAnimal } = props;
  const navigate = useNavigate();
  const [event, setEvent] = useState<PublicEvent | null | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  const world = useRef<WorldControls | null>(null);
  // Someone's avatar clicked in the world: their popup opens.
  const [picked, setPicked] = useState<string | null>(null);
  const pickedShown = useCallback(() => setPicked(null), []);
  const membership = useMembership(eventId, uid, event?.creatorId ?? null);
  const { takenOver, resume } = usePresence({
    eventId,
    uid,
    roomId,
    sessionId,
    onAccessLost: membership.recheck,
  });

  const connection = useConnection(eventId, uid, sessionId);
  const staff = useSession((session) => session.user?.staff === true);
  useEffect(() => watchEvent(eventId, setEvent), [eventId]);

  // Leaving runs once the world has unmounted (no position write can follow the removal).
  useEffect(() => {
    if (!leaving) return;
    let live = true;
    void leaveEvent(eventId, roomId, uid).then(() => {
      if (live) navigate(demo ? '/signup' : '/');
    });
    return () => {
      live = false;
    };
  }, [leaving, eventId, roomId, uid, demo, navigate]);

  if (leaving)
    return <LoadingScreen text={demo ? 'Leaving the demo...' : 'Leaving the event...'} />;
  if (membership.banned) {
    return <GateScreen reason="user_banned" email={null} onRetry={() => undefined} />;
  }
  if (takenOver) return <TakenOverScreen onResume={resume} />;
  if (connection.disconnected) return <DisconnectedScreen onReconnect={connection.reconnect} />;
  if (event === undefined) return <LoadingScreen text="connecting to event..." />;
  if (event === null) return <LoadingScreen text="Nothing loaded." />;
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
          stageFacts={{ participants: event.stageParticipants, isPublic: event.stagePublic }}
          isSpeaker={membership.roles.stageSpeaker}
          attendeesMuted={event.attendeesMuted}
          isOrganiser={membership.roles.eventOrganiser}
          controls={world}
          onPickPerson={setPicked}
        />
      </Suspense>
      <EventToolbar
        event={event}
        uid={uid}
        name={name}
        roomId={roomId}
        demo={demo}
        roles={membership.roles}
        staff={staff}
        animal={animal}
        onChangeAnimal={(key) => {
          onChangeAnimal(key);
          void updateEventUser(eventId, uid, { avatar: key });
        }}
        onLeave={() => setLeaving(true)}
        onReact={(key) => world.current?.react(key)}
        onSlugChanged={(slug) => navigate(`/event/${slug}`, { replace: true })}
        picked={picked}
        onPickedShown={pickedShown}
        world={world}
      />
    </>
  );
}
