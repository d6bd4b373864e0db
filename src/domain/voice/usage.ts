/**
 * Voice usage accounting, pure. A conference is open from the first person joining a voice
 * room (an alias, see conference.ts) until the last one leaves; it then becomes one
 * completedConferences entry { ended, seconds, totalPresenceDuration, activeUsers }, the shape
 * the quota and the usage reports read (accounts-and-business spec). Quota counts user-minutes,
 * so totalPresenceDuration (the sum of everyone's time in voice) is the billed figure; seconds
 * is how long the conference itself lasted.
 */
import { isStale } from '../presence';

/** One voice room with people in it (conferences/{eventId}/openConferences/{alias}). */
export interface OpenConference {
  conferenceId: string;
  alias: string;
  startedMs: number;
  /** When the last session closed (a conference ends at its last leave, not at the sweep). */
  lastLeftMs: number;
  /** Presence of the sessions already closed, in milliseconds. */
  closedPresenceMs: number;
  /** Everyone who was in this conference (activeUsers counts distinct people). */
  users: Record<string, true>;
  /** Open sessions: uid → when they joined (ms). One per person, however often they join. */
  sessions: Record<string, number>;
}

/** A completedConferences entry; times in ms here, the functions store `ended` as a Timestamp. */
export interface CompletedConference {
  conferenceId: string;
  alias: string;
  startedMs: number;
  endedMs: number;
  /** How long the conference lasted, whole seconds. */
  seconds: number;
  /** Sum of every session's length, whole seconds (user-seconds: what the quota counts). */
  totalPresenceDuration: number;
  /** Distinct people who were in it. */
  activeUsers: number;
}

/** Opens a session for `uid`; joining again while in the conference changes nothing. */
export function joinConference(
  open: OpenConference | null,
  init: { conferenceId: string; alias: string },
  uid: string,
  nowMs: number,
): OpenConference {
  const conference = open ?? {
    ...init,
    startedMs: nowMs,
    lastLeftMs: nowMs,
    closedPresenceMs: 0,
    users: {},
    sessions: {},
  };
  if (uid in conference.sessions) return conference;
  return {
    ...conference,
    users: { ...conference.users, [uid]: true },
    sessions: { ...conference.sessions, [uid]: nowMs },
  };
}

export interface LeaveOutcome {
  /** The conference still open after the leave, or null once the last session closed. */
  open: OpenConference | null;
  /** Set when this leave ended the conference. */
  completed: CompletedConference | null;
  /** False when `uid` had no open session (leave without join: nothing happens). */
  changed: boolean;
}

/** Closes `uid`'s session at `leftAtMs` (never before it opened). */
export function leaveConference(
  open: OpenConference | null,
  uid: string,
  leftAtMs: number,
): LeaveOutcome {
  const joinedMs = open?.sessions[uid];
  if (!open || joinedMs === undefined) return { open, completed: null, changed: false };
  const endMs = Math.max(joinedMs, leftAtMs);
  const { [uid]: _closed, ...sessions } = open.sessions;
  const next: OpenConference = {
    ...open,
    sessions,
    closedPresenceMs: open.closedPresenceMs + (endMs - joinedMs),
    lastLeftMs: Math.max(open.lastLeftMs, endMs),
  };
  if (Object.keys(sessions).length > 0) return { open: next, completed: null, changed: true };
  return { open: null, completed: completeConference(next), changed: true };
}

function completeConference(conference: OpenConference): CompletedConference {
  return {
    conferenceId: conference.conferenceId,
    alias: conference.alias,
    startedMs: conference.startedMs,
    endedMs: conference.lastLeftMs,
    seconds: Math.round((conference.lastLeftMs - conference.startedMs) / 1000),
    totalPresenceDuration: Math.round(conference.closedPresenceMs / 1000),
    activeUsers: Object.keys(conference.users).length,
  };
}

/** A session the sweeper closes, and when: at the last sign of life, not at the sweep. */
export interface StaleSession {
  uid: string;
  leftAtMs: number;
}

/**
 * Sessions of crashed tabs: the person's last sign of life (their lastKeepAlive, or the join
 * if that is later or missing) is older than the presence stale limit. A keep-alive from
 * before the join does not count against a session that only just opened.
 */
export function staleSessions(
  sessions: Record<string, number>,
  lastKeepAliveMs: Record<string, number | null>,
  nowMs: number,
): StaleSession[] {
  const stale: StaleSession[] = [];
  for (const [uid, joinedMs] of Object.entries(sessions)) {
    const keepAlive = lastKeepAliveMs[uid] ?? null;
    const lastSignMs = Math.max(joinedMs, keepAlive ?? joinedMs);
    if (isStale(lastSignMs, nowMs)) stale.push({ uid, leftAtMs: lastSignMs });
  }
  return stale;
}
