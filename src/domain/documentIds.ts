import { z } from 'zod';
import { isDocumentId } from './documentIdRule';

/** The id rule (documentIdRule.ts), for the schemas below and their users. */
export { isDocumentId };

export const NOT_AN_ID = 'Not a valid id.';

/** A callable payload's id field: 1 to `max` characters that make one path segment. */
export const documentIdField = (max = 128) =>
  z.string().min(1).max(max).refine(isDocumentId, NOT_AN_ID);
