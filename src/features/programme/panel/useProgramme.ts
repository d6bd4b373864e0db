import { watchProgramme } from '../../../data/programme';
import type { ProgrammeSession } from '../../../domain/programme';
import { useLive, type Live } from '../../../ui/useLive';

/**
 * The event's programme, live (one listener on at most PROGRAMME.maxSessions sessions; the
 * portals' titles and the 5-minute notice ask the same query, which the SDK shares). Null
 * `eventId`: no listener (the notice's, while the person has no stars).
 */
export function useProgramme(eventId: string | null): Live<ProgrammeSession[]> {
  return useLive<ProgrammeSession[]>(
    (next, fail) => (eventId ? watchProgramme(eventId, next, fail) : () => undefined),
    [eventId],
  );
}
