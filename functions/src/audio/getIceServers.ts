import { type GetIceServersResult } from '../../../src/domain/protocol/callables';
import { authedCallable } from '../shared/callable';
import { loadEventAuthority, requireEventMember } from '../shared/eventAuthority';
import { logIceServersConfigProblems } from '../shared/log';
import { iceServersAnswer, readIceServersConfig } from './turnConfig';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';

/** The configuration's problems are logged once per instance, not on every member's call. */
let problemsLogged = false;

/**
 * The STUN/TURN servers of peer-to-peer voice for a member of the event, with TURN credentials
 * minted for the caller from the shared secret (turnConfig.ts). Only members: a credential
 * lets its holder relay traffic through our TURN server until it expires. Without TURN
 * configured the answer holds STUN only (voice then connects only where STUN suffices).
 */
export const getIceServers = authedCallable(
  CALLABLES.getIceServers,
  async ({ eventId }, caller): Promise<GetIceServersResult> => {
    const config = readIceServersConfig(process.env);
    if (config.problems.length > 0 && !problemsLogged) {
      problemsLogged = true;
      logIceServersConfigProblems(config.problems);
    }
    const authority = await loadEventAuthority(eventId, caller);
    requireEventMember(authority);
    return iceServersAnswer(config, caller.uid, Date.now());
  },
);
