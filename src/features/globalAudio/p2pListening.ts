import { describeAuthError, signedInOrGuest } from '../../data/auth';
import { requestEventAccess } from '../../data/callables';
import { refreshExitToken, sendListenerExitBeacon } from '../../data/exitBeacon';
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
  | { phase: 'listening'; facts: ListenerFacts; refused: string | null };

/**
 * The global-audio page on the p2p engine. Its identity is the page's own Firebase user: the
 * parent's signed-in user when the parent shares this origin's storage, else a guest of its
 * own (anonymous sign-in; a third-party parent's iframe storage is partitioned). On p2p the
 * message's userId and token are not used (the token is LiveKit's): the rules let only a member
 * signal, as themselves. It asks for access like the event page (a public event grants a
 * guest), announces itself as a listener (so stage speakers serve it; refreshed with its
 * keep-alive), then listens. Returns the stop, also run when the page is closed.
 */
export function listenOnP2p(eventId: string, onProgress: (progress: P2pListening) => void) {
  let stopped = false;
  let exitBeacon = () => undefined as void;
  const stops: (() => void)[] = [];
  const stopWhen = (stop: () => void) => (stopped ? stop() : stops.push(stop));

  void (async () => {
    onProgress({ phase: 'joining' });
    let uid: string;
    try {
      uid = await signedInOrGuest();
    } catch (error) {
      return onProgress({ phase: 'stopped', state: 'fatalError', text: describeAuthError(error) });
    }
    const access = await requestEventAccess({ slug: eventId });
    if (stopped) return;
    if (!access.ok) {
      return onProgress(
        isAccessRejection(access.reason)
          ? { phase: 'stopped', state: 'noAccess', text: ACCESS_REJECTION_TEXT[access.reason] }
          : { phase: 'stopped', state: 'fatalError', text: access.message },
      );
    }
    if (access.data.eventId !== eventId) {
      // The id named another event's slug: this page is for the event with this id only.
      const text = ACCESS_REJECTION_TEXT.event_doesnt_exist;
      return onProgress({ phase: 'stopped', state: 'noAccess', text });
    }

    let participants: readonly string[] = [];
    stopWhen(watchEvent(eventId, (event) => (participants = event?.stageParticipants ?? [])));
    // Announced before the first stage request, so a speaker counts the page present when the
    // request arrives; a failed announcement is tried again at the next keep-alive.
    // The exit beacon's token is cached beforehand (pagehide cannot wait for one).
    const announce = () =>
      Promise.all([announceGlobalAudioListener(eventId, uid), refreshExitToken()]).catch(
        () => undefined,
      );
    await announce();
    const keepAlive = setInterval(() => void announce(), PRESENCE.keepAliveMs);
    stopWhen(() => {
      clearInterval(keepAlive);
      void withdrawGlobalAudioListener(eventId, uid).catch(() => undefined);
    });
    exitBeacon = () => sendListenerExitBeacon(eventId, uid);

    const joinP2pAsListener = await loadP2pListener();
    if (stopped) return;
    stopWhen(
      joinP2pAsListener({
        eventId,
        uid,
        stageParticipants: () => participants,
        onFacts: (facts, refused) => onProgress({ phase: 'listening', facts, refused }),
      }),
    );
  })();

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('pagehide', onPageHide);
    // The voice first (its release and bye), then the announcement and the event listener.
    for (const each of stops.reverse()) each();
  };
  // Closing the page: the SDK's writes may not leave an unloading page, the beacon does (the
  // speakers drop the page at their next plan); a stale announcement is dropped anyway.
  const onPageHide = () => {
    exitBeacon();
    stop();
  };
  window.addEventListener('pagehide', onPageHide);
  return stop;
}
