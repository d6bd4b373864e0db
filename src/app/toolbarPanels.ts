import { lazy } from 'react';

// What the event's toolbar opens, each loaded when asked for (or as soon as a menu opens:
// preloadMenus): none of it is needed to walk, so none of it is on the walk path.

const loadProfile = () => import('../features/profile');
const loadEvents = () => import('../features/events');
const loadRooms = () => import('../features/rooms');
// The attendees list and a picked person's popup (moderation: role editor, ban).
const loadPeople = () => import('../features/moderation/panels');
// The menus' own code (the ARIA menu pattern) loads as the pointer or focus reaches a menu's
// button, or on its first opening.
const loadMenus = () => import('./EventMenus');
// The programme: the attendees' panel, and the organisers' editor with its form validation.
const loadProgramme = () => import('../features/programme');

export const ProfileModal = lazy(() => loadProfile().then((m) => ({ default: m.ProfileModal })));
export const EventSettingsModal = lazy(() =>
  loadEvents().then((m) => ({ default: m.EventSettingsModal })),
);
// For organisers of an event that has not dismissed it: never loaded for attendees.
export const InvitePeoplePrompt = lazy(() =>
  loadEvents().then((m) => ({ default: m.InvitePeoplePrompt })),
);
export const EventPermissionsModal = lazy(() =>
  loadEvents().then((m) => ({ default: m.EventPermissionsModal })),
);
export const RoomsModal = lazy(() => loadRooms().then((m) => ({ default: m.RoomsModal })));
// The room editor is for the few who build rooms: its code loads when they open it.
export const RoomEditorPanel = lazy(() =>
  import('../features/editor').then((m) => ({ default: m.RoomEditorPanel })),
);
export const PeoplePanel = lazy(() => loadPeople().then((m) => ({ default: m.PeoplePanel })));
export const PickedPersonPopup = lazy(() =>
  loadPeople().then((m) => ({ default: m.PickedPersonPopup })),
);
export const OrganiserMenu = lazy(() => loadMenus().then((m) => ({ default: m.OrganiserMenu })));
export const AttendeeMenu = lazy(() => loadMenus().then((m) => ({ default: m.AttendeeMenu })));
// The audio quota note is for organisers only: its code and its reads never reach attendees.
export const QuotaNotice = lazy(() => import('../features/quota/QuotaNotice'));
export const ProgrammePanel = lazy(() =>
  loadProgramme().then((m) => ({ default: m.ProgrammePanel })),
);
// The notice before a starred session, loaded once the world is shown: with the panel, whose
// hooks it shares (a chunk of its own cost the walk path more, in this chunk's preload lists).
export const ProgrammeNotice = lazy(() =>
  loadProgramme().then((m) => ({ default: m.ProgrammeNotice })),
);
export const ProgrammeEditorModal = lazy(() =>
  loadProgramme()
    .then((m) => m.loadProgrammeEditor())
    .then((m) => ({ default: m.ProgrammeEditorModal })),
);

export const preloadMenuCode = () => void loadMenus().catch(() => undefined);
export const preloadMenus = () => {
  void loadProfile().catch(() => undefined);
  void loadEvents().catch(() => undefined);
  void loadRooms().catch(() => undefined);
};
