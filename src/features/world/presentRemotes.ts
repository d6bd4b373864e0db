import { isStale } from '../../domain/presence';
import type { RemoteAvatar } from './remoteAvatars';

/**
 * The remotes present now: those whose last position (keep-alives included) is fresh. A tab
 * that closed without its goodbye leaves a position that goes stale; nobody draws it, and
 * nobody's voice dials it (before, every visitor sent offers and candidates to such ghosts
 * for as long as their documents stayed, signals that nobody would ever read).
 */
export function presentRemotes(remotes: Iterable<RemoteAvatar>, nowMs: number): RemoteAvatar[] {
  const present: RemoteAvatar[] = [];
  for (const remote of remotes) if (!isStale(remote.seenAt, nowMs)) present.push(remote);
  return present;
}
