import { useCallback, useEffect, useState } from 'react';
import { requestEventAccess } from '../../data/callables';
import { isAccessRejection, type AccessRejection } from '../../domain/access';
import { isDocumentId } from '../../domain/documentIdRule';

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
      // A slug that cannot name a document (e.g. '../x' typed into the address) names no event:
      // said as such, with the way back, not as the callable's 'Not a valid id.' and a retry
      // that can never succeed.
      if (!isDocumentId(slug)) {
        setState({ status: 'rejected', reason: 'event_doesnt_exist' });
        return;
      }
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
