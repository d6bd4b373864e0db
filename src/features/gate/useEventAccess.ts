import { useCallback, useEffect, useState } from 'react';
import { requestEventAccess } from '../../data/callables';
import { isAccessRejection, type AccessRejection } from '../../domain/access';

export interface GrantedEvent {
  eventId: string;
  name: string | null;
  slug: string | null;
}

export type AccessState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | ({ status: 'granted' } & GrantedEvent)
  | { status: 'rejected'; reason: AccessRejection }
  | { status: 'failed'; message: string };

/** Requests access to an event (the first thing the event page does) and exposes a retry. */
export function useEventAccess(slug: string, enabled: boolean) {
  const [state, setState] = useState<AccessState>({ status: 'idle' });

  const request = useCallback(
    async (eventPassword?: string) => {
      setState({ status: 'requesting' });
      const outcome = await requestEventAccess(eventPassword ? { slug, eventPassword } : { slug });
      if (outcome.ok) setState({ status: 'granted', ...outcome.data });
      else if (isAccessRejection(outcome.reason))
        setState({ status: 'rejected', reason: outcome.reason });
      else setState({ status: 'failed', message: outcome.message });
    },
    [slug],
  );

  useEffect(() => {
    if (enabled) void request();
  }, [enabled, request]);

  return { state, retry: request };
}
