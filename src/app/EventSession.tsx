import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { HudRegions, InHudRegion } from '../ui/HudRegions';
import { useStore } from 'zustand';
import { leaveEvent, updateEventUser } from '../data/eventUsers';
import { takeFloor } from '../data/hands';
import { watchEvent, type PublicEvent } from '../data/events';
import { useSession } from '../features/auth';
import { GateScreen } from '../features/gate';
import { useMembership } from '../features/moderation';
import {
  ConnectionBanner,
  DisconnectedScreen,
  TakenOverScreen,
  useConnection,
  usePresence,
} from '../features/presence';
import {
  createEventSessionStore,
  dismissNotice,
  EventSessionContext,
  type EventSessionStore,
} from '../features/session';
import { FloorNotice } from '../features/talk';
import { SessionVoice } from '../features/voice';
import { WorldView, type WorldControls } from '../features/world';
import { roomPath } from '../domain/roomUrls';
import { LoadingScreen } from '../ui/LoadingScreen';
import { EventToolbar } from './EventToolbar';
import { MonetizationLink } from './MonetizationLink';
import { RoomArrival } from './RoomArrival';
import { useRoomUrl } from './useRoomUrl';
import { useNavigate } from '../ui/routing';

/**
 * Voice's view of a room while no world of it is mounted (between a change of room and the next
 * world's mount): only the running voice uses it, so it loads with the voice, after the world.
 */
const loadRoster = () =>
  import('../features/world/roomRoster').then((module) => module.startRoomRoster);

interface EventSessionProps {
  eventId: string;
  /** The event's segment of the URL (/event/{slug}): room URLs keep it. */
  slug: string;
  uid: string;
  name: string;
  /** The room the URL names: the joined room at first, then Back/Forward and shared links. */
  roomId: string;
  demo: boolean;
  animal: string;
  sessionId: string;
  onChangeAnimal: (key: string) => void;
  /** The name others see changed (the profile editor). */
  onChangeName: (name: string) => void;
}

/** A joined attendee's session: presence, membership (roles, ban), the world and the menus. */
export default function EventSession(props: EventSessionProps) {
  const { eventId, uid, demo } = props;
  const [event, setEvent] = useState<PublicEvent | null | undefined>(undefined);
  const membership = useMembership(eventId, uid, event?.creatorId ?? null);
  const staff = useSession((session) => session.user?.staff === true);
  const connection = useConnection(eventId, uid, props.sessionId);
  useEffect(() => watchEvent(eventId, setEvent), [eventId]);

  // One store for the session's life, made once the event is known; what changes while the
  // session lives (the event, roles, name, animal) is written into it.
  const [store, setStore] = useState<EventSessionStore | null>(null);
  useEffect(() => {
    if (!event) return;
    const facts = {
      event,
      roles: membership.roles,
      staff,
      name: props.name,
      animal: props.animal,
    };
    if (store) store.setState(facts);
    else {
      setStore(
        createEventSessionStore({
          ...facts,
          eventId,
          uid,
          demo,
          roomId: props.roomId,
          arrival: null,
          arrivedIn: null,
          roomDrawn: null,
          travel: { status: 'idle' },
          urlMode: 'push',
          notice: null,
          editRequest: null,
          editorOpen: false,
          worldShown: false,
        }),
      );
    }
    // props.roomId is read once here: later URL changes travel (useRoomUrl).
  }, [event, membership.roles, staff, props.name, props.animal]); // eslint-disable-line react-hooks/exhaustive-deps

  if (membership.banned) {
    return <GateScreen reason="user_banned" email={null} onRetry={() => undefined} />;
  }
  if (connection.disconnected) return <DisconnectedScreen onReconnect={connection.reconnect} />;
  if (event === null) return <LoadingScreen text="Nothing loaded." />;
  if (!store) return <LoadingScreen text="connecting to event..." />;
  return (
    <EventSessionContext.Provider value={store}>
      <MonetizationLink pointer={event?.paymentPointer ?? null} />
      <JoinedSession {...props} store={store} recheck={membership.recheck} />
    </EventSessionContext.Provider>
  );
}

/** Presence, the world of the room the attendee stands in, and the menus. */
function JoinedSession(
  props: EventSessionProps & { store: EventSessionStore; recheck: () => void },
) {
  const { eventId, uid, demo, sessionId, store, onChangeAnimal, onChangeName } = props;
  const navigate = useNavigate();
  const roomId = useStore(store, (s) => s.roomId);
  const notice = useStore(store, (s) => s.notice);
  const floor = useStore(store, (s) => s.event.floor);
  const [leaving, setLeaving] = useState(false);
  const world = useRef<WorldControls | null>(null);
  // Someone's avatar clicked in the world: their popup opens.
  const [picked, setPicked] = useState<string | null>(null);
  const pickedShown = useCallback(() => setPicked(null), []);
  const { takenOver, resume } = usePresence({
    eventId,
    uid,
    roomId,
    sessionId,
    onAccessLost: props.recheck,
  });
  useRoomUrl(store, { demo, slug: props.slug, urlRoomId: props.roomId });

  // Leaving runs once the world has unmounted (no position write can follow the removal).
  useEffect(() => {
    if (!leaving) return;
    let live = true;
    // Whoever leaves gives the floor back (their hand is lowered as the toolbar unmounts).
    if (store.getState().event.floor.includes(uid))
      void takeFloor(eventId, uid).catch(() => undefined);
    void leaveEvent(eventId, store.getState().roomId, uid).then(() => {
      if (live) navigate(demo ? '/signup' : '/');
    });
    return () => {
      live = false;
    };
  }, [leaving, eventId, store, uid, demo, navigate]);

  if (leaving)
    return <LoadingScreen text={demo ? 'Leaving the demo...' : 'Leaving the event...'} />;
  if (takenOver) return <TakenOverScreen onResume={resume} />;
  // Voice's context from the start; the voice itself starts once the world is drawn.
  return (
    <HudRegions>
      <SessionVoice loadRoster={loadRoster}>
        <Suspense fallback={<LoadingScreen text="Loading the world..." progress={0} />}>
          {/* A new room is a new world: its state, sync, voice and objects start afresh. */}
          <WorldView key={roomId} active controls={world} onPickPerson={setPicked} />
        </Suspense>
        <InHudRegion region="notices">
          <ConnectionBanner eventId={eventId} />
          <RoomArrival store={store} />
          <FloorNotice eventId={eventId} uid={uid} floor={floor} />
          {notice && (
            <p className="session-notice" role="alert">
              {notice}
              <button type="button" onClick={() => dismissNotice(store)}>
                Dismiss
              </button>
            </p>
          )}
        </InHudRegion>
        <EventToolbar
          onChangeAnimal={(key) => {
            onChangeAnimal(key);
            void updateEventUser(eventId, uid, { avatar: key });
          }}
          onRename={(name) => {
            // The session's name reaches name tags and Nearby through the position, and chat
            // lines from now on; the event user is what the attendees list reads.
            onChangeName(name);
            void updateEventUser(eventId, uid, { name });
          }}
          onLeave={() => setLeaving(true)}
          onReact={(key, at) => world.current?.react(key, at)}
          onSlugChanged={(slug) =>
            navigate(roomPath({ demo, slug, roomId: store.getState().roomId }), { replace: true })
          }
          picked={picked}
          onPickedShown={pickedShown}
          world={world}
        />
      </SessionVoice>
    </HudRegions>
  );
}
