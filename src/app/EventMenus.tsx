import type { RefObject } from 'react';
import { EDITOR_ENTRY as EDITOR_TEXTS } from '../domain/editor/editorAccess';
import { MenuItem, MenuLink, MenuList } from '../ui/Menu';
import { NARROW_QUERY, useMediaQuery } from '../ui/useMediaQuery';

export const HELP_URL = 'https://help.menagerie.events';

/** What a menu item opens in the toolbar (EventToolbar keeps which one is open). */
export type MenuChoice =
  | 'profile'
  | 'avatar'
  | 'microphone'
  | 'settings'
  | 'permissions'
  | 'rooms'
  | 'programmeEditor'
  | 'people'
  | 'programme';

interface MenuProps {
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onChoose: (choice: MenuChoice) => void;
}

/**
 * The open Organiser menu: event settings, permissions, rooms and the programme for the
 * organiser, the mute switch on phones (no room for its button there), the insights page (a
 * new tab), the bots page for staff, and help.
 */
export function OrganiserMenu({
  organiser,
  staff,
  eventId,
  muteSwitch,
  ...menu
}: MenuProps & {
  organiser: boolean;
  staff: boolean;
  eventId: string;
  /** On phones only: the top row has no room for 'Mute attendees'. */
  muteSwitch: { label: string; toggle: () => void } | null;
}) {
  return (
    <MenuList className="event-toolbar__menu" button={menu.button} onClose={menu.onClose}>
      {organiser && (
        <>
          <MenuItem onSelect={() => menu.onChoose('settings')}>Event settings</MenuItem>
          <MenuItem onSelect={() => menu.onChoose('permissions')}>Event permissions</MenuItem>
          <MenuItem onSelect={() => menu.onChoose('rooms')}>Edit rooms</MenuItem>
          <MenuItem onSelect={() => menu.onChoose('programmeEditor')}>Edit programme</MenuItem>
          {muteSwitch && (
            <MenuItem
              onSelect={() => {
                muteSwitch.toggle();
                menu.onClose();
              }}
            >
              {muteSwitch.label}
            </MenuItem>
          )}
        </>
      )}
      {(organiser || staff) && (
        <MenuLink href={`/event/${encodeURIComponent(eventId)}/insights`}>Insights</MenuLink>
      )}
      {staff && (
        <MenuLink href={`/admin/event/${encodeURIComponent(eventId)}/bots`}>
          Manage bots (staff)
        </MenuLink>
      )}
      <MenuLink href={HELP_URL}>Help</MenuLink>
    </MenuList>
  );
}

/**
 * The open attendee Menu: profile, on phones the editor, the attendees and the programme,
 * animal, microphone, help, leaving.
 */
export function AttendeeMenu({
  demo,
  editorInMenu,
  onOpenEditor,
  onLeave,
  ...menu
}: MenuProps & {
  demo: boolean;
  /** On phones the top row has no room for the Editor button: the menu holds it. */
  editorInMenu: boolean;
  onOpenEditor: () => void;
  onLeave: () => void;
}) {
  // On phones the bottom bar has room for one row only: 'Attendees' is here
  // (read here, not passed: the toolbar's code is on the walk path, the menus' is not).
  const listsInMenu = useMediaQuery(NARROW_QUERY) && !demo;
  return (
    <MenuList className="event-toolbar__menu" button={menu.button} onClose={menu.onClose}>
      {/* The demo has no profile editing (reference). */}
      {!demo && <MenuItem onSelect={() => menu.onChoose('profile')}>Edit profile</MenuItem>}
      {editorInMenu && (
        <MenuItem
          onSelect={() => {
            onOpenEditor();
            menu.onClose();
          }}
        >
          {EDITOR_TEXTS.title}
        </MenuItem>
      )}
      {/* The programme, at every width: the top and bottom rows have no room left for it. */}
      {!demo && <MenuItem onSelect={() => menu.onChoose('programme')}>Programme</MenuItem>}
      {listsInMenu && <MenuItem onSelect={() => menu.onChoose('people')}>Attendees</MenuItem>}
      <MenuItem onSelect={() => menu.onChoose('avatar')}>Change animal avatar</MenuItem>
      {/* The demo has no microphone menu (reference): only the animal and leaving. */}
      {!demo && (
        <MenuItem onSelect={() => menu.onChoose('microphone')}>Change microphone input</MenuItem>
      )}
      {!demo && <MenuLink href={HELP_URL}>Help &amp; Support</MenuLink>}
      <MenuItem onSelect={onLeave}>{demo ? 'Leave demo' : 'Leave event'}</MenuItem>
    </MenuList>
  );
}
