import { useCallback, useEffect, useState } from 'react';
import { readMember, watchMember, type Member } from '../../data/members';
import { effectiveRoles, type EffectiveRoles } from '../../domain/roles';

export interface Membership {
  loaded: boolean;
  banned: boolean;
  roles: EffectiveRoles;
  /** Reads the membership again, e.g. after a listener of the event's data was refused. */
  recheck: () => void;
}

/** One's effective roles in an event (creator implicit) and whether one has been banned. */
export function useMembership(eventId: string, uid: string, creatorId: string | null): Membership {
  const [member, setMember] = useState<Member | null | undefined>(undefined);
  useEffect(() => watchMember(eventId, uid, setMember), [eventId, uid]);
  const recheck = useCallback(() => {
    readMember(eventId, uid).then(setMember, () => undefined);
  }, [eventId, uid]);
  return {
    recheck,
    loaded: member !== undefined,
    banned: member?.banned === true,
    roles: effectiveRoles(member?.roles ?? {}, creatorId === uid),
  };
}
