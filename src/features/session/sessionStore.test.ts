import { describe, expect, it } from 'vitest';
import { DEMO_EDITOR_ROOM_ID } from '../../domain/constants';
import { createEventSessionStore, type EventSessionState } from './eventSessionStore';
import { selectCanEditRoom } from './selectors';
import { clearEditRequest, dismissNotice, markWorldShown, requestEdit } from './sessionActions';

/** A session with what these tests read; the rest is not looked at. */
function session(overrides: Partial<EventSessionState> = {}) {
  return createEventSessionStore({
    eventId: 'e',
    uid: 'u',
    name: 'Ana',
    animal: 'otter',
    demo: false,
    staff: false,
    event: { id: 'e', access: { publicEditingEnabled: false } } as EventSessionState['event'],
    roles: { roomEditor: false } as EventSessionState['roles'],
    roomId: '_main',
    arrival: null,
    arrivedIn: null,
    roomDrawn: null,
    travel: { status: 'idle' },
    urlMode: 'push',
    notice: 'That room could not be entered.',
    editRequest: null,
    editorOpen: false,
    worldShown: false,
    ...overrides,
  });
}

describe('the event session store', () => {
  it('lets room editors edit, and public editing only in the demo editor room of the demo', () => {
    const state = (overrides: Partial<EventSessionState>) =>
      selectCanEditRoom(session(overrides).getState());
    expect(state({})).toBe(false);
    expect(state({ roles: { roomEditor: true } as EventSessionState['roles'] })).toBe(true);
    const open = { id: 'e', access: { publicEditingEnabled: true } } as EventSessionState['event'];
    expect(state({ event: open })).toBe(true);
    expect(state({ event: open, demo: true })).toBe(false);
    expect(state({ event: open, demo: true, roomId: DEMO_EDITOR_ROOM_ID })).toBe(true);
  });

  it('changes the session by named actions', () => {
    const store = session();
    requestEdit(store, 'portal-1');
    expect(store.getState().editRequest).toBe('portal-1');
    clearEditRequest(store);
    expect(store.getState().editRequest).toBeNull();
    dismissNotice(store);
    expect(store.getState().notice).toBeNull();
    markWorldShown(store, 'hall');
    expect(store.getState()).toMatchObject({ worldShown: true, roomDrawn: 'hall' });
  });
});
