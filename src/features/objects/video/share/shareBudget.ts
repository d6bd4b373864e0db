import { TEST_HOOKS_ENABLED } from '../../../../data/testHooks';
import { SHARE } from '../../../../domain/share';

/**
 * Viewers a p2p sharer serves at once: SHARE.p2pViewers; test builds may lower it from the
 * page (window.__menagerieShareBudget, src/windowHooks.ts), so a test shows the line with
 * three browsers; a production build compiles the override out.
 */
export function shareBudget(): number {
  if (TEST_HOOKS_ENABLED) {
    const lowered = window.__menagerieShareBudget;
    if (typeof lowered === 'number' && lowered >= 0) return lowered;
  }
  return SHARE.p2pViewers;
}
