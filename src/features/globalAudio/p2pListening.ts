import { describeAuthError, signedInOrGuest } from '../../data/auth';
import { requestEventAccess } from '../../data/callables';
import { refreshExitToken, sendListenerExitBeacon } from '../../data/exitBeacon';
import { watchEventUser } from '../../data/eventUsers';
import { watchEvent } from '../../data/events';
import {
  announceGlobalAudioListener,
  withdrawGlobalAudioListener,
} from '../../data/globalAudioListeners';
import { ACCESS_REJECTION_TEXT, isAccessRejection } from '../../domain/access';
import { PRESENCE } from '../../domain/constants';
import type { ListenerFacts } from '../../domain/globalAudioListening';
import { loadP2pListener } from '../voice';

/** How far the page got: becoming a member, then listening. */
export type P2pListening =
  | { phase: 'joining' }
  /** The event refused this identity (the reference's reason), or joining failed outright. */
  | { phase: 'stopped'; state: 'noAccess' | 'fatalError'; text: string }
  /** The page's user is in the event in another window: its audio plays there. */
  | { phase: 'inEvent' }
  | { phase: 'listening'; facts: ListenerFacts; refused: string | null };

/**
 * The global-audio page on the p2p engine. Its identity is the page's own Firebase user: the
 * parent's signed-in user when the parent shares this origin's storage, else a guest of its
 * own (anonymous sign-in; a third-party parent's iframe storage is partitioned). On p2p the
 * message's userId and token are not used (the token is LiveKit's): the rules let only a member
 * signal, as themselves. It asks for access like the event page (a public event grants a
 * guest), then listens, except while that user is online in the event (another window's
 * session: one voice session per person, or the two would undo each other's links). Returns
 * the stop, also run when the page is closed.
 */
export function listenOnP2p(eventId: string, onProgress: (progress: P2pListening) => void) {
  let stopped = false;
  const stops: (() => void)[] = [];
  const stopWhen = (stop: () => void) => (stopped ? stop() : stops.push(stop));
  let stopListening: (() => void) | null = null;

  void (async () => {
    onProgress({ phase: 'joining' });
    const uid = await becomeMember(eventId, onProgress);
    if (!uid || stopped) return;
    let participants: readonly string[] = [];
    stopWhen(watchEvent(eventId, (event) => (participants = event?.stageParticipants ?? [])));
    stopWhen(
      watchEventUser(
        eventId,
        uid,
        (user) => {
          if (user?.online === true) {
            stopListening?.();
            stopListening = null;
            onProgress({ phase: 'inEvent' });
          } else if (!stopListening && !stopped) {
            onProgress({ phase: 'joining' });
            stopListening = listenAs(eventId, uid, () => participants, onProgress);
          }
        },
        () => undefined,
      ),
    );
    stopWhen(() => stopListening?.());
  })();

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('pagehide', stop);
    // The listening first (its release and bye), then the watches.
    for (const each of stops.reverse()) each();
  };
  window.addEventListener('pagehide', stop);
  return stop;
}

/** Signs in (or as a guest) and asks for access; the member's uid, or null when refused. */
async function becomeMember(
  eventId: string,
  onProgress: (progress: P2pListening) => void,
): Promise<string | null> {
  let uid: string;
  try {
    uid = await signedInOrGuest();
  } catch (error) {
    onProgress({ phase: 'stopped', state: 'fatalError', text: describeAuthError(error) });
    return null;
  }
  const access = await requestEventAccess({ slug: eventId });
  if (!access.ok) {
    onProgress(
      isAccessRejection(access.reason)
        ? { phase: 'stopped', state: 'noAccess', text: ACCESS_REJECTION_TEXT[access.reason] }
        : { phase: 'stopped', state: 'fatalError', text: access.message },
    );
    return null;
  }
  if (access.data.eventId !== eventId) {
    // The id named another event's slug: this page is for the event with this id only.
    const text = ACCESS_REJECTION_TEXT.event_doesnt_exist;
    onProgress({ phase: 'stopped', state: 'noAccess', text });
    return null;
  }
  return uid;
}

/**
 * Listens as `uid`: announces the page as a listener (so stage speakers serve it; refreshed
 * with its keep-alive), then runs the listen-only voice. Returns the stop (also run when the
 * page is closed): the voice's release and bye, the announcement withdrawn.
 */
function listenAs(
  eventId: string,
  uid: string,
  stageParticipants: () => readonly string[],
  onProgress: (progress: P2pListening) => void,
): () => void {
  let stopped = false;
  let stopVoice = () => undefined as void;
  // The announcement goes before the first stage request, so a speaker counts the page present
  // when the request arrives; a failed one is tried again at the next keep-alive. The exit
  // beacon's token is cached with it (pagehide cannot wait for one).
  const announce = () =>
    Promise.all([announceGlobalAudioListener(eventId, uid), refreshExitToken()]).catch(
      () => undefined,
    );
  const keepAlive = setInterval(() => void announce(), PRESENCE.keepAliveMs);
  void Promise.all([announce(), loadP2pListener()]).then(([, joinP2pAsListener]) => {
    if (stopped) return;
    stopVoice = joinP2pAsListener({
      eventId,
      uid,
      stageParticipants,
      onFacts: (facts, refused) => onProgress({ phase: 'listening', facts, refused }),
    });
  });
  return () => {
    stopped = true;
    stopVoice();
    clearInterval(keepAlive);
    // Withdrawn twice over: the beacon leaves even a page being closed (the SDK's writes may
    // not), so the speakers drop the page at their next plan; the SDK's delete covers a beacon
    // without a token. A stale announcement is dropped anyway.
    sendListenerExitBeacon(eventId, uid);
    void withdrawGlobalAudioListener(eventId, uid).catch(() => undefined);
  };
}
