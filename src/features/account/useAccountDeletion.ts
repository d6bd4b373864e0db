import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteUser } from '../../data/callables';
import type { ActiveSubscriptions } from '../../domain/protocol/callables';
import { ACCOUNT_DELETION_DELAY_MS } from '../../domain/constants';

/** Where the deletion is: the modal shows one screen per step. */
export type DeletionStep =
  | { step: 'closed' }
  /** `error`: why the last call failed (the data layer's sentence), shown inside the screen's own. */
  | { step: 'confirming'; error: string | null }
  | { step: 'counting'; secondsLeft: number }
  | { step: 'deleting' }
  | { step: 'blocked'; subscriptions: ActiveSubscriptions[] }
  | { step: 'deleted' };

const TICK_MS = 250;

/**
 * The reference's deletion: 'Delete' starts a 4-second countdown that 'Cancel deletion' stops;
 * then user-deleteUser runs once. Active subscriptions block it (listed); any other failure
 * is shown (and reported by the data layer), and Delete can be pressed again.
 */
export function useAccountDeletion() {
  const [state, setState] = useState<DeletionStep>({ step: 'closed' });
  const countdown = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  const stopCountdown = useCallback(() => {
    if (countdown.current) clearInterval(countdown.current);
    countdown.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopCountdown();
    };
  }, [stopCountdown]);

  const runDeletion = useCallback(async () => {
    setState({ step: 'deleting' });
    const outcome = await deleteUser();
    if (!mounted.current) return;
    if (!outcome.ok) {
      setState({ step: 'confirming', error: outcome.message });
    } else if (outcome.data.success) setState({ step: 'deleted' });
    else setState({ step: 'blocked', subscriptions: outcome.data.activeSubscriptions });
  }, []);

  const startCountdown = useCallback(() => {
    stopCountdown();
    const endsAt = Date.now() + ACCOUNT_DELETION_DELAY_MS;
    setState({ step: 'counting', secondsLeft: Math.ceil(ACCOUNT_DELETION_DELAY_MS / 1000) });
    countdown.current = setInterval(() => {
      const left = endsAt - Date.now();
      if (left > 0) {
        setState({ step: 'counting', secondsLeft: Math.ceil(left / 1000) });
        return;
      }
      stopCountdown();
      void runDeletion();
    }, TICK_MS);
  }, [runDeletion, stopCountdown]);

  const open = useCallback(() => setState({ step: 'confirming', error: null }), []);
  const close = useCallback(() => {
    stopCountdown();
    setState({ step: 'closed' });
  }, [stopCountdown]);

  return { state, open, close, startCountdown };
}
