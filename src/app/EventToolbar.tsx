import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { InHudRegion } from '../ui/HudRegions';
import { EDITOR_ENTRY as EDITOR_TEXTS } from '../domain/editor/editorAccess';
import { ChatDock } from '../features/chat';
import { IntroModal } from '../features/join';
import { ReactionBar } from '../features/reactions';
import { HandButton } from '../features/talk';
import { useCanEditRoom, useEventSession } from '../features/session';
import type { WorldControls } from '../features/world';
import { MicrophoneModal, MuteAttendeesButton, useAttendeesMuteSwitch } from '../features/voice';
import type { ReactionKey } from '../domain/reactions';
import { Button } from '../ui/Button';
import { NARROW_QUERY, useMediaQuery } from '../ui/useMediaQuery';
import type { MenuChoice } from './EventMenus';
import './event-toolbar.css';

import {
  AttendeeMenu,
  EventPermissionsModal,
  EventSettingsModal,
  InvitePeoplePrompt,
  OrganiserMenu,
  PeoplePanel,
  PickedPersonPopup,
  preloadMenuCode,
  preloadMenus,
  ProfileModal,
  ProgrammeEditorModal,
  ProgrammeNotice,
  ProgrammePanel,
  QuotaNotice,
  RoomEditorPanel,
  RoomsModal,
} from './toolbarPanels';

interface EventToolbarProps {
  onChangeAnimal: (key: string) => void;
  /** The profile editor changed the name others see. */
  onRename: (name: string) => void;
  onLeave: () => void;
  onReact: (key: ReactionKey, at: number) => void;
  onSlugChanged: (slug: string) => void;
  /** Someone whose avatar was clicked in the world: their popup opens (over the attendees). */
  picked: string | null;
  onPickedShown: () => void;
  /** The mounted world, for the room editor (the player's spot, floor clicks). */
  world: RefObject<WorldControls | null>;
}

/** What is open: a menu, what a menu item opens, or the picked person's popup. */
type Open = 'menu' | 'organiser' | MenuChoice | 'person' | null;

/** In-event menus: the attendee menu, the organiser menu and the attendees list. */
export function EventToolbar(props: EventToolbarProps) {
  // Who, where and with which rights: from the session (features/session).
  const event = useEventSession((s) => s.event);
  const uid = useEventSession((s) => s.uid);
  const name = useEventSession((s) => s.name);
  const roomId = useEventSession((s) => s.roomId);
  const demo = useEventSession((s) => s.demo);
  const roles = useEventSession((s) => s.roles);
  const staff = useEventSession((s) => s.staff);
  const animal = useEventSession((s) => s.animal);
  const editRequest = useEventSession((s) => s.editRequest);
  const worldShown = useEventSession((s) => s.worldShown);
  const { onChangeAnimal, onRename, onLeave, onReact, onSlugChanged, picked, onPickedShown } =
    props;
  const [open, setOpen] = useState<Open>(null);
  // The editor is a panel beside the world, open while other menus come and go.
  const [editing, setEditing] = useState(false);
  const editorButton = useRef<HTMLButtonElement>(null);
  const organiserButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const canEdit = useCanEditRoom();
  const { world } = props;
  const onHand = useCallback((raised: boolean) => world.current?.setHand(raised), [world]);
  const toggle = (which: Open) => {
    preloadMenus();
    setOpen(open === which ? null : which);
  };
  const organiser = roles.eventOrganiser && !demo;
  const muteSwitch = useAttendeesMuteSwitch(event.id, event.attendeesMuted);
  // On phones the top row has no room for 'Mute attendees': the organiser menu holds it.
  const narrow = useMediaQuery(NARROW_QUERY);
  // A pick opens the attendees panel with the person's popup on top (it holds the actions).
  const [pickedShown, setPickedShown] = useState<string | null>(null);
  useEffect(() => {
    if (!picked) return;
    setPickedShown(picked);
    // The demo has no attendees panel: the popup shows alone there.
    setOpen(demo ? 'person' : 'people');
    onPickedShown();
  }, [picked, demo, onPickedShown]);
  // An object's own Edit button (a portal's) opens the editor; the panel selects the object.
  useEffect(() => {
    if (editRequest && canEdit) setEditing(true);
  }, [editRequest, canEdit]);
  // Staff reach their options from any event, the demo included (its bots are theirs to add).
  const organiserMenu = organiser || staff;

  return (
    <>
      <InHudRegion region="topRight">
        <nav className="event-toolbar__top" aria-label="Event menu">
          {organiserMenu && (
            <div className="event-toolbar__group">
              <Button
                ref={organiserButton}
                variant="secondary"
                aria-haspopup="menu"
                aria-expanded={open === 'organiser'}
                onPointerEnter={preloadMenuCode}
                onFocus={preloadMenuCode}
                onClick={() => toggle('organiser')}
              >
                Organizer
              </Button>
              {open === 'organiser' && (
                <Suspense fallback={null}>
                  <OrganiserMenu
                    button={organiserButton}
                    onClose={() => setOpen(null)}
                    onChoose={setOpen}
                    organiser={organiser}
                    staff={staff}
                    eventId={event.id}
                    muteSwitch={narrow ? muteSwitch : null}
                  />
                </Suspense>
              )}
            </div>
          )}
          {canEdit && !narrow && (
            <Button
              ref={editorButton}
              variant="secondary"
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {EDITOR_TEXTS.button}
            </Button>
          )}
          {organiser && <MuteAttendeesButton control={muteSwitch} />}
          {organiser && (
            <Suspense fallback={null}>
              <QuotaNotice eventId={event.id} />
            </Suspense>
          )}
          {organiser && !event.inviteUsersPromptDismissed && (
            <Suspense fallback={null}>
              <InvitePeoplePrompt />
            </Suspense>
          )}
          <div className="event-toolbar__group">
            <Button
              ref={menuButton}
              variant="secondary"
              aria-haspopup="menu"
              aria-expanded={open === 'menu'}
              onPointerEnter={preloadMenuCode}
              onFocus={preloadMenuCode}
              onClick={() => toggle('menu')}
            >
              Menu
            </Button>
            {open === 'menu' && (
              <Suspense fallback={null}>
                <AttendeeMenu
                  button={menuButton}
                  onClose={() => setOpen(null)}
                  onChoose={setOpen}
                  demo={demo}
                  editorInMenu={canEdit && narrow}
                  onOpenEditor={() => setEditing(true)}
                  onLeave={onLeave}
                />
              </Suspense>
            )}
          </div>
        </nav>
      </InHudRegion>
      <InHudRegion region="bottomLeft">
        <div className="event-toolbar__bottom-left">
          <ChatDock />
          <ReactionBar onReact={onReact} />
          <HandButton eventId={event.id} roomId={roomId} uid={uid} name={name} onChange={onHand} />
          {/* On phones the bar has room for one row: the Menu holds it there (hidden by CSS,
              not unmounted: a dialog it opened gives the focus back to it). */}
          {!demo && (
            <div className="event-toolbar__lists">
              <Button variant="secondary" onClick={() => setOpen('people')}>
                Attendees
              </Button>
            </div>
          )}
        </div>
      </InHudRegion>
      {worldShown && !demo && (
        <Suspense fallback={null}>
          <ProgrammeNotice />
        </Suspense>
      )}
      {open === 'avatar' && (
        <IntroModal
          title="Change animal avatar"
          prompt="Pick the animal others will see you as."
          confirmLabel="Change animal"
          initial={animal}
          onCancel={() => setOpen(null)}
          onDone={(key) => {
            onChangeAnimal(key);
            setOpen(null);
          }}
        />
      )}
      {open === 'microphone' && <MicrophoneModal onClose={() => setOpen(null)} />}
      <Suspense
        fallback={
          <p className="ui-loading-note" role="status">
            Loading...
          </p>
        }
      >
        {open === 'profile' && (
          <ProfileModal
            uid={uid}
            joinedName={name}
            onRename={onRename}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'settings' && (
          <EventSettingsModal
            event={event}
            onClose={() => setOpen(null)}
            onSaved={(slug) => {
              setOpen(null);
              onSlugChanged(slug);
            }}
          />
        )}
        {open === 'permissions' && (
          <EventPermissionsModal event={event} onClose={() => setOpen(null)} />
        )}
        {open === 'programmeEditor' && (
          <ProgrammeEditorModal event={event} onClose={() => setOpen(null)} />
        )}
        {open === 'programme' && <ProgrammePanel onClose={() => setOpen(null)} />}
        {open === 'rooms' && (
          <RoomsModal eventId={event.id} currentRoomId={roomId} onClose={() => setOpen(null)} />
        )}
        {open === 'person' && pickedShown && (
          <PickedPersonPopup eventId={event.id} uid={pickedShown} onClose={() => setOpen(null)} />
        )}
        {open === 'people' && (
          <PeoplePanel
            initialPerson={pickedShown}
            world={world}
            onClose={() => {
              setOpen(null);
              setPickedShown(null);
            }}
          />
        )}
        {editing && canEdit && (
          <RoomEditorPanel
            eventId={event.id}
            roomId={roomId}
            world={props.world}
            onClose={() => {
              setEditing(false);
              editorButton.current?.focus();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
