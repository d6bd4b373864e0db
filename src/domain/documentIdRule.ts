/**
 * Whether a value sent by a client can be one segment of a Firestore document path: no '/',
 * not '.' or '..', not reserved ('__name__'). Ids in callable payloads become path segments, and
 * Firestore answers a bad one with an error the callable would turn into `internal`. A module of
 * its own, without zod: the room URL rule (roomUrls.ts) is on the first screen's path, where the
 * schemas' zod is not (it cost 25 KB there).
 */
export function isDocumentId(id: string): boolean {
  return !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
