import { onSnapshot, updateDoc } from 'firebase/firestore';
import type { AccessType } from '../domain/access';
import { flaggedIds } from '../domain/talk';
import { paths } from './paths';

export interface PublicEvent {
  id: string;
  name: string | null;
  slug: string | null;
  defaultSlug: string | null;
  creatorId: string;
  paymentPointer: string | null;
  demo: boolean;
  access: { isClosed: boolean; publicEditingEnabled: boolean; accessType: AccessType };
  /** Who is on the global stage now (eventStage.participants). */
  stageParticipants: string[];
  /** Who holds the floor now (eventStage.floor, src/domain/talk.ts): heard as stage speakers. */
  floor: string[];
  /** eventStage.isPublic: any member may speak on the stage, not only speakers. */
  stagePublic: boolean;
  /** 'Mute attendees': only speakers talk (src/domain/voice/attendeesMuted.ts). */
  attendeesMuted: boolean;
  /** config.instancingEnabled: repeated glTF scenery is drawn instanced (one draw per part). */
  instancingEnabled: boolean;
  /** config.inviteUsersPromptDismissed: an organiser closed the 'Invite people' prompt. */
  inviteUsersPromptDismissed: boolean;
  /** The programme's time zone (an IANA name, src/domain/programme.ts), or null when unset. */
  timeZone: string | null;
}

/** Listens to the public event document; `null` when it does not exist. */
export function watchEvent(eventId: string, callback: (event: PublicEvent | null) => void) {
  return onSnapshot(paths.event(eventId), (snap) => {
    const data = snap.data();
    if (!data) return callback(null);
    callback({
      id: snap.id,
      name: typeof data.name === 'string' ? data.name : null,
      slug: typeof data.slug === 'string' ? data.slug : null,
      defaultSlug: typeof data.defaultSlug === 'string' ? data.defaultSlug : null,
      creatorId: String(data.creatorId ?? ''),
      paymentPointer: typeof data.paymentPointer === 'string' ? data.paymentPointer : null,
      demo: data.demo === true,
      access: {
        isClosed: data.access?.isClosed === true,
        publicEditingEnabled: data.access?.publicEditingEnabled === true,
        accessType: data.access?.accessType ?? 'public',
      },
      stageParticipants: flaggedIds(data.eventStage?.participants),
      floor: flaggedIds(data.eventStage?.floor),
      stagePublic: data.eventStage?.isPublic === true,
      attendeesMuted: data.attendeesMuted === true,
      instancingEnabled: data.config?.instancingEnabled === true,
      inviteUsersPromptDismissed: data.config?.inviteUsersPromptDismissed === true,
      timeZone: typeof data.timeZone === 'string' ? data.timeZone : null,
    });
  });
}

/**
 * Listens to the event from the join form on, through the session that follows: Firestore's
 * connection is open and the document there before 'Join now', and the session's own listener
 * of the document shares this one's target (one read, one watch), so it has the event at once.
 * A read that ended with the form cost the session a new round trip or two (0.3-0.6 s on a slow
 * link) before anything could be drawn. Returns the stop.
 */
export function holdEvent(eventId: string): () => void {
  return onSnapshot(
    paths.event(eventId),
    () => undefined,
    // Only a warm-up: the session's listener says what went wrong.
    () => undefined,
  );
}

/** 'Make public' / 'Make private' (organisers; rules allow eventStage.isPublic only). */
export async function setStagePublic(eventId: string, isPublic: boolean): Promise<void> {
  await updateDoc(paths.event(eventId), { 'eventStage.isPublic': isPublic });
}

/** 'Mute attendees' / 'Unmute attendees' (organisers; the rules allow a bool only). */
export async function setAttendeesMuted(eventId: string, muted: boolean): Promise<void> {
  await updateDoc(paths.event(eventId), { attendeesMuted: muted });
}

/** 'Dismiss' on the 'Invite people' prompt: for every organiser of the event, for good. */
export async function dismissInvitePrompt(eventId: string): Promise<void> {
  await updateDoc(paths.event(eventId), { 'config.inviteUsersPromptDismissed': true });
}
