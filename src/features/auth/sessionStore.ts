import { create } from 'zustand';
import { watchSession, type SessionUser } from '../../data/auth';

interface SessionState {
  user: SessionUser | null;
  /** False until Firebase Auth has restored (or not) a previous session. */
  ready: boolean;
}

export const useSession = create<SessionState>(() => ({ user: null, ready: false }));

watchSession((user) => useSession.setState({ user, ready: true }));
