// The staff usage reports' callables (functions/src/reports). Only the lazy /admin/reports
// chunk imports this file.
import { bound } from './callables';

export const getUsageReport = bound('admin-getUsageReport');

export const getEventConferences = bound('admin-getEventConferences');
