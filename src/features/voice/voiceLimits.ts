import { VOICE } from '../../domain/constants';
import { TEST_HOOKS_ENABLED } from '../../data/testHooks';
import type { PeerManagerLimits } from './p2p/peerManager';

/**
 * The p2p budgets: the mesh cap and the stage budget (VOICE). On the dev server and the test
 * build only, the voice e2e test lowers the stage budget (window.__menagerieVoiceLimits, set
 * before the page loads) so that the few browsers a test machine bears show what happens past
 * it; a production build compiles the override out.
 */
export function voiceLimits(): PeerManagerLimits {
  const limits = { cap: VOICE.maxHeard, stageBudget: VOICE.stageBudget };
  if (!TEST_HOOKS_ENABLED) return limits;
  const budget = window.__menagerieVoiceLimits?.stageBudget;
  return typeof budget === 'number' ? { ...limits, stageBudget: budget } : limits;
}
