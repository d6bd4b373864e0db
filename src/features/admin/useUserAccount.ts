import { useCallback, useEffect, useState } from 'react';
import { getUserEmail, setStaff } from '../../data/callables';
import type { GetUserEmailResult } from '../../domain/protocol/callables';
import type { CallRefusal } from '../languages';

export interface UserAccount {
  /** null until admin-getUserEmail answers. */
  account: GetUserEmailResult | null;
  /** Refusals are kept whole: FormError shows them in the staff member's language. */
  loadError: CallRefusal | null;
  /** No such account (admin-getUserEmail's user_not_found): nothing to retry. */
  missing: boolean;
  reload: () => void;
  /** Grant or revoke staff; true while the call is on its way. */
  changing: boolean;
  changeError: CallRefusal | null;
  changeStaff: (staff: boolean) => void;
}

/** The auth side of a user for /admin/users/{userId}: e-mail, staff claim, and changing it. */
export function useUserAccount(userId: string): UserAccount {
  const [account, setAccount] = useState<GetUserEmailResult | null>(null);
  const [loadError, setLoadError] = useState<CallRefusal | null>(null);
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [changing, setChanging] = useState(false);
  const [changeError, setChangeError] = useState<CallRefusal | null>(null);

  useEffect(() => {
    let live = true;
    setAccount(null);
    setLoadError(null);
    setMissing(false);
    void getUserEmail({ userId }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setAccount(outcome.data);
      else if (outcome.reason === 'user_not_found') setMissing(true);
      else setLoadError(outcome);
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const changeStaff = useCallback(
    (staff: boolean) => {
      setChanging(true);
      setChangeError(null);
      void setStaff({ userId, staff }).then((outcome) => {
        setChanging(false);
        if (outcome.ok) setAccount((current) => current && { ...current, staff });
        else setChangeError(outcome);
      });
    },
    [userId],
  );

  return {
    account,
    loadError,
    missing,
    reload: () => setAttempt((n) => n + 1),
    changing,
    changeError,
    changeStaff,
  };
}
