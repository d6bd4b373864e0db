import { z } from 'zod';

/**
 * Whether a value sent by a client can be one segment of a Firestore document path: no '/',
 * not '.' or '..', not reserved ('__name__'). Ids in callable payloads become path segments, and
 * Firestore answers a bad one with an error the callable would turn into `internal`.
 */
export function isDocumentId(id: string): boolean {
  return !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

export const NOT_AN_ID = 'Not a valid id.';

/** A callable payload's id field: 1 to `max` characters that make one path segment. */
export const documentIdField = (max = 128) =>
  z.string().min(1).max(max).refine(isDocumentId, NOT_AN_ID);
