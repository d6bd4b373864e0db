import { LONG_CALL_TIMEOUT_MS } from '../domain/protocol/callFailures';
import { bound } from './callables';

/**
 * An event's numbers for a range (insights-getEventInsights, src/domain/insights): organisers
 * and staff. A long call: a week's range reads up to 2,028 slot documents.
 */
export const getEventInsights = bound('insights-getEventInsights', {
  timeoutMs: LONG_CALL_TIMEOUT_MS,
});
