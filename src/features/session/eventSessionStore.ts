import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PublicEvent } from '../../data/events';
import type { EffectiveRoles } from '../../domain/roles';

/** A move between rooms under way (a portal, the browser's Back, a shared link). */
type Travel =
  | { status: 'idle' }
  | { status: 'entering'; to: string }
  | { status: 'failed'; to: string; message: string };

/** Where the player appears in the room they are in: a room entrance, else the spawn. */
interface Arrival {
  x: number;
  y: number;
}

/**
 * What one joined attendee's event session knows and changes while it lives: who they are, the
 * event, their roles and the room they stand in. It flows from here to the world, voice,
 * presence and the menus, instead of a prop at every level (one store per EventSession).
 */
export interface EventSessionState {
  eventId: string;
  uid: string;
  name: string;
  animal: string;
  demo: boolean;
  staff: boolean;
  /** The public event document (live). */
  event: PublicEvent;
  roles: EffectiveRoles;
  /** The room the attendee stands in now (events/{e}/users/{uid}.currentRoom). */
  roomId: string;
  /** Where the player appears in `roomId`; null for the room's spawn. */
  arrival: Arrival | null;
  /**
   * The shown name of the room a move just entered, for the caption that says where one is
   * (issue 30 #14: a new room from the same template looked just like Main); null once shown.
   */
  arrivedIn: string | null;
  /** The room whose world is on screen (its floor and scenery drawn); null before the first. */
  roomDrawn: string | null;
  travel: Travel;
  /** How the URL follows the last change of room: a new history entry, or in place. */
  urlMode: 'push' | 'replace';
  /** A sentence for the attendee about their session (a room that could not be entered). */
  notice: string | null;
  /**
   * An object someone asked to edit from the world (a portal's Edit button): the room editor
   * opens in Edit mode with it selected, then clears this.
   */
  editRequest: string | null;
  /** The room editor is open: automatic portals take nobody meanwhile (issue 30 #11). */
  editorOpen: boolean;
  /**
   * The world has been drawn once in this session: what is not needed to walk (the chat's code
   * and listeners) loads from then on, so it does not compete with the world's download.
   */
  worldShown: boolean;
}

export type EventSessionStore = StoreApi<EventSessionState>;

export function createEventSessionStore(initial: EventSessionState): EventSessionStore {
  return createStore<EventSessionState>()(() => initial);
}
