import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EventSessionState, EventSessionStore } from './eventSessionStore';

export const EventSessionContext = createContext<EventSessionStore | null>(null);

/** The session's store itself, for actions and reads outside rendering (timers, handlers). */
export function useEventSessionStore(): EventSessionStore {
  const store = useContext(EventSessionContext);
  if (!store) throw new Error('useEventSession outside an event session');
  return store;
}

/** One value of the event session, re-rendering only when it changes. */
export function useEventSession<T>(select: (state: EventSessionState) => T): T {
  return useStore(useEventSessionStore(), select);
}
