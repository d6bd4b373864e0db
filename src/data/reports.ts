// The staff usage reports' callables (functions/src/reports). Only the lazy /admin/reports
// chunk imports this file.
import type {
  EventConferencesPayload,
  EventConferencesResult,
  UsageReportPayload,
  UsageReportResult,
} from '../domain/reports';
import { call } from './callables';

export const getUsageReport = (payload: UsageReportPayload) =>
  call<UsageReportPayload, UsageReportResult>('admin-getUsageReport', payload);

export const getEventConferences = (payload: EventConferencesPayload) =>
  call<EventConferencesPayload, EventConferencesResult>('admin-getEventConferences', payload);
