import { useEffect, useState } from 'react';
import { watchProgramme } from '../../../data/programme';
import type { ProgrammeSession } from '../../../domain/programme';

export type ProgrammeState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: ProgrammeSession[] };

/** The event's programme, live, by start (watchProgramme), while the editor is open. */
export function useProgramme(eventId: string): ProgrammeState {
  const [state, setState] = useState<ProgrammeState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return watchProgramme(
      eventId,
      (sessions) => setState({ status: 'ready', sessions }),
      (error) => {
        console.warn('Could not read the programme', error);
        setState({ status: 'error' });
      },
    );
  }, [eventId]);
  return state;
}
