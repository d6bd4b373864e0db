import { useEffect, useState } from 'react';
import { watchProgramme } from '../../../data/programme';
import type { ProgrammeSession } from '../../../domain/programme';
import { PROGRAMME_PANEL_TEXT } from '../../../domain/programmePanelText';
import type { Live } from '../../../ui/useLive';

/**
 * The event's programme, live (one listener on at most PROGRAMME.maxSessions sessions; the
 * portals' titles ask the same query, which the SDK shares). Null `eventId`: no listener (the
 * notice's, while the person has no stars). Not useLive: that shared hook would be one more
 * chunk in the walk path's list of what the toolbar's lazy panels preload.
 */
export function useProgramme(eventId: string | null): Live<ProgrammeSession[]> {
  const [live, setLive] = useState<Live<ProgrammeSession[]>>({ status: 'loading' });
  useEffect(() => {
    setLive({ status: 'loading' });
    if (!eventId) return;
    return watchProgramme(
      eventId,
      (value) => setLive({ status: 'ready', value }),
      () => setLive({ status: 'error', message: PROGRAMME_PANEL_TEXT.loadFailed }),
    );
  }, [eventId]);
  return live;
}
