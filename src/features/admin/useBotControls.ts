import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addBots,
  getBotStatus,
  removeBots,
  setBotMovement,
  stepBots,
  type CallOutcome,
} from '../../data/callables';
import type { BotStatus } from '../../domain/protocol/botCallables';
import { BOTS } from '../../domain/constants';
import type { CallRefusal } from '../languages';

type BotAction = 'add' | 'remove' | 'movement';

export interface BotControls {
  /** null until the first answer. */
  status: BotStatus | null;
  /**
   * The first load failed: nothing to show but the error and a retry. Refusals are kept whole:
   * FormError shows them in the staff member's language.
   */
  loadError: CallRefusal | null;
  /** The action waiting for its answer, if any. */
  busy: BotAction | null;
  /** The last action or step that failed (cleared by the next success). */
  actionError: CallRefusal | null;
  reload: () => void;
  add: () => void;
  removeAll: () => void;
  setMovement: (enabled: boolean) => void;
}

/**
 * The bots of an event as the staff page sees them, and the page's clock: while the page is
 * open it asks admin-stepBots every BOTS.updateMs to send the bots' keep-alives and, while
 * movement is on, walk them (the server keeps it to one step a second however many pages are
 * open). Answers are applied in the order they were asked, so a slow step cannot overwrite
 * the count that a later 'Add 10 bots' returned.
 */
export function useBotControls(eventId: string): BotControls {
  const [status, setStatus] = useState<BotStatus | null>(null);
  const [loadError, setLoadError] = useState<CallRefusal | null>(null);
  const [busy, setBusy] = useState<BotAction | null>(null);
  const [actionError, setActionError] = useState<CallRefusal | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(0);
  const applied = useRef(0);

  const request = useCallback(
    async (send: () => Promise<CallOutcome<BotStatus>>): Promise<CallOutcome<BotStatus>> => {
      const order = ++asked.current;
      const outcome = await send();
      if (outcome.ok && order > applied.current) {
        applied.current = order;
        setStatus({ count: outcome.data.count, movementEnabled: outcome.data.movementEnabled });
      }
      return outcome;
    },
    [],
  );

  useEffect(() => {
    let cancelled = false;
    void request(() => getBotStatus({ eventId })).then((outcome) => {
      if (!cancelled && !outcome.ok) setLoadError(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [eventId, request, attempt]);

  const loaded = status !== null;
  useEffect(() => {
    if (!loaded) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A chain of timeouts, not an interval: a slow call is never overlapped by the next.
    const tick = async () => {
      const outcome = await request(() => stepBots({ eventId }));
      if (stopped) return;
      if (!outcome.ok) setActionError(outcome);
      timer = setTimeout(() => void tick(), BOTS.updateMs);
    };
    timer = setTimeout(() => void tick(), BOTS.updateMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, loaded, request]);

  const act = (action: BotAction, send: () => Promise<CallOutcome<BotStatus>>) => {
    setBusy(action);
    void request(send).then((outcome) => {
      setBusy(null);
      setActionError(outcome.ok ? null : outcome);
    });
  };

  return {
    status,
    loadError,
    busy,
    actionError,
    reload: () => {
      setLoadError(null);
      setAttempt((n) => n + 1);
    },
    add: () => act('add', () => addBots({ eventId })),
    removeAll: () => act('remove', () => removeBots({ eventId })),
    setMovement: (enabled) => act('movement', () => setBotMovement({ eventId, enabled })),
  };
}
