import { useEffect, useState } from 'react';
import { watchMember, type Member } from '../../data/members';
import { effectiveRoles, type EffectiveRoles } from '../../domain/roles';

export interface Membership {
  loaded: boolean;
  banned: boolean;
  roles: EffectiveRoles;
}

/** One's effective roles in an event (creator implicit) and whether one has been banned. */
export function useMembership(eventId: string, uid: string, creatorId: string | null): Membership {
  const [member, setMember] = useState<Member | null | undefined>(undefined);
  useEffect(() => watchMember(eventId, uid, setMember), [eventId, uid]);
  return {
    loaded: member !== undefined,
    banned: member?.banned === true,
    roles: effectiveRoles(member?.roles ?? {}, creatorId === uid),
  };
}
