import { useCallback, useEffect, useRef } from 'react';
import { watchGlobalAudioListeners } from '../../data/globalAudioListeners';
import {
  freshGlobalAudioListeners,
  type GlobalAudioListenerEntry,
} from '../../domain/globalAudioListening';

/**
 * The event's global-audio listeners this attendee serves as a stage speaker: watched only
 * while they are a stage participant (nobody else is asked for a stage voice), read fresh at
 * every voice plan, so a page that closed without a word stops being served once its last
 * announcement is stale. Returns the reader (an empty set off stage).
 */
export function useGlobalAudioListeners(
  eventId: string,
  uid: string,
  onStage: boolean,
): () => ReadonlySet<string> {
  const entries = useRef<readonly GlobalAudioListenerEntry[]>([]);
  useEffect(() => {
    if (!onStage) return;
    const stop = watchGlobalAudioListeners(eventId, (next) => (entries.current = next));
    return () => {
      stop();
      entries.current = [];
    };
  }, [eventId, onStage]);
  return useCallback(() => freshGlobalAudioListeners(entries.current, Date.now(), uid), [uid]);
}
