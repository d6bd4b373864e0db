// The staff usage reports' callables (functions/src/reports). Only the lazy /admin/reports
// chunk imports this file.
import { CALLABLES } from '../domain/callableRegistry';
import { bound } from './callables';

export const getUsageReport = bound(CALLABLES.getUsageReport);

export const getEventConferences = bound(CALLABLES.getEventConferences);
