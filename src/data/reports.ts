// The staff usage reports' callables (functions/src/reports). Only the lazy /admin/reports
// chunk imports this file.
import { bound } from './callables';

export const getUsageReport = bound('getUsageReport');

export const getEventConferences = bound('getEventConferences');
