import { create } from 'zustand';
import { keepIdTokenFresh, watchSession, type SessionUser } from '../../data/auth';
import { AUTH_TOKEN_REFRESH_MS } from '../../domain/constants';

interface SessionState {
  user: SessionUser | null;
  /** False until Firebase Auth has restored (or not) a previous session. */
  ready: boolean;
}

export const useSession = create<SessionState>(() => ({ user: null, ready: false }));

watchSession((user) => useSession.setState({ user, ready: true }));
// Every route loads this store (App imports the auth feature), so the refresh runs everywhere.
keepIdTokenFresh(AUTH_TOKEN_REFRESH_MS);
