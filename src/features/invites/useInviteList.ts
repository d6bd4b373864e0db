import { useEffect, useState } from 'react';
import { watchInvites, type Invite } from '../../data/invites';
import { useT } from '../languages';

/** The staff page shows at most this many invites of each list (the newest ones). */
export const INVITE_LIST_MAX = 200;

interface InviteList {
  invites: Invite[] | null;
  error: string | null;
}

/** Live list of pending (`sent` false) or sent invites; null until the first answer. */
export function useInviteList(sent: boolean): InviteList {
  const t = useT();
  const [list, setList] = useState<InviteList>({ invites: null, error: null });
  useEffect(
    () =>
      watchInvites(
        sent,
        INVITE_LIST_MAX,
        (invites) => setList({ invites, error: null }),
        (error) => setList({ invites: null, error: error.message }),
      ),
    [sent],
  );
  // The reason as the read gave it, in a sentence of the person's language.
  return { ...list, error: list.error && t('invites.loadFailed', { reason: list.error }) };
}
