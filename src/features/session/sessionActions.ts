import type { EventSessionStore } from './eventSessionStore';

// The session's changes by name: a reader of a component sees what it does to the session
// (and a search finds every place that does it) instead of a bare setState of some fields.

/** Opens the room editor in Edit mode with `objectId` selected (a portal's or screen's Edit). */
export function requestEdit(store: EventSessionStore, objectId: string): void {
  store.setState({ editRequest: objectId });
}

/** The editor has taken the request (it selected the object). */
export function clearEditRequest(store: EventSessionStore): void {
  store.setState({ editRequest: null });
}

/** The room editor opened or closed: automatic portals take nobody while it is open. */
export function setEditorOpen(store: EventSessionStore, open: boolean): void {
  store.setState({ editorOpen: open });
}

/** The person closed the sentence about their session. */
export function dismissNotice(store: EventSessionStore): void {
  store.setState({ notice: null });
}

/** The world of `roomId` is drawn: what waits for the first world may load now. */
export function markWorldShown(store: EventSessionStore, roomId: string): void {
  store.setState({ worldShown: true, roomDrawn: roomId });
}

/** The 'You are in {room}' caption has been shown for its time. */
export function clearArrivalCaption(store: EventSessionStore): void {
  store.setState({ arrivedIn: null });
}
