import { z } from 'zod';
import { isDocumentId, NOT_AN_ID } from '../documentIds';
import { INSIGHTS, INSIGHTS_TEXT } from './insights';

const instant = z.number().int().min(0).max(8_640_000_000_000);

/** insights-getEventInsights: an event (by its URL) and a range of at most 7 days. */
export const getEventInsightsSchema = z
  .strictObject({
    slug: z.string().trim().min(1).max(128).refine(isDocumentId, NOT_AN_ID),
    fromMs: instant,
    toMs: instant,
  })
  .refine((range) => range.toMs > range.fromMs, {
    message: INSIGHTS_TEXT.rangeBackwards,
    path: ['toMs'],
  })
  .refine((range) => range.toMs - range.fromMs <= INSIGHTS.maxRangeMs, {
    message: INSIGHTS_TEXT.rangeTooLong,
    path: ['toMs'],
  });
