import { useCallback, useEffect, useRef, useState } from 'react';
import { setStars, watchStars } from '../../../data/programme';
import { PROGRAMME, PROGRAMME_TEXT } from '../../../domain/programme';
import { PROGRAMME_PANEL_TEXT } from '../../../domain/programmePanelText';

export interface Stars {
  /** The starred session ids; null until read. */
  ids: ReadonlySet<string> | null;
  /** Stars or unstars one session; `known`: the programme's ids, so gone sessions drop out. */
  toggle: (sessionId: string, known?: readonly string[]) => void;
  /** Why the last change was not kept, or null. */
  error: string | null;
}

/**
 * The person's starred sessions (events/{e}/programmeStars/{uid}), kept across visits. A change
 * shows at once (Firestore applies a write locally before the server answers) and a refused or
 * failed write puts the stars back as the server has them and says so.
 */
export function useStars(eventId: string, uid: string): Stars {
  const [ids, setIds] = useState<ReadonlySet<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<ReadonlySet<string>>(new Set());
  useEffect(
    () =>
      watchStars(eventId, uid, (list) => {
        const next = new Set(list);
        latest.current = next;
        setIds(next);
      }),
    [eventId, uid],
  );
  const toggle = useCallback(
    (sessionId: string, known?: readonly string[]) => {
      const current = new Set(latest.current);
      if (current.has(sessionId)) current.delete(sessionId);
      else current.add(sessionId);
      const kept = known ? [...current].filter((id) => known.includes(id)) : [...current];
      if (kept.length > PROGRAMME.maxStars) {
        setError(PROGRAMME_TEXT.tooManyStars);
        return;
      }
      setError(null);
      setStars(eventId, uid, kept).catch(() => setError(PROGRAMME_PANEL_TEXT.starFailed));
    },
    [eventId, uid],
  );
  return { ids, toggle, error };
}
