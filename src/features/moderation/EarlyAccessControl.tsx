import { useEffect, useState } from 'react';
import { setEarlyAccess } from '../../data/callables';
import { readMember } from '../../data/members';
import { Button } from '../../ui/Button';

/** Said beside the button: what early access is for (the event is closed while it shows). */
const EARLY_ACCESS_HELP =
  'The event is closed: only organizers and people with early access can enter.';

interface EarlyAccessControlProps {
  eventId: string;
  userId: string;
  onError: (failure: unknown) => void;
}

/**
 * 'Give early access' / 'Remove early access' for one person of a closed event (issue 29 #9):
 * their member doc's earlyAccess, read when shown and written by event-setEarlyAccess.
 */
export function EarlyAccessControl({ eventId, userId, onError }: EarlyAccessControlProps) {
  const [early, setEarly] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readMember(eventId, userId).then(
      (member) => live && setEarly(member?.earlyAccess === true),
      (failure: unknown) => live && onError(failure),
    );
    return () => {
      live = false;
    };
    // Once per person: onError is remade each render and reads nothing stale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, userId]);

  async function toggle(next: boolean) {
    setBusy(true);
    const outcome = await setEarlyAccess({ eventId, userId, earlyAccess: next });
    setBusy(false);
    if (outcome.ok) setEarly(outcome.data.earlyAccess);
    else onError(new Error(outcome.message));
  }

  if (early === null) return null;
  return (
    <>
      <p className="moderation-early-help">{EARLY_ACCESS_HELP}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void toggle(!early)}>
        {early ? 'Remove early access' : 'Give early access'}
      </Button>
    </>
  );
}
