// Every document of the Firestore emulator's database, found by listing collections
// recursively (including documents that exist only as parents of sub-collections), so a test
// can prove something is gone from everywhere, not only from the places it thought of.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from './emulators';

/** Calls of listCollections in flight at once. */
const PARALLEL = 16;

async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) {
    results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(run))));
  }
  return results;
}

/** Snapshots of every document (missing parents included, with exists false). */
export async function allDocuments(): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  let level = await adminDb.listCollections();
  while (level.length > 0) {
    const refs: DocumentReference[] = (
      await inBatches(level, (collection) => collection.listDocuments())
    ).flat();
    for (let i = 0; i < refs.length; i += 300) {
      found.push(...(await adminDb.getAll(...refs.slice(i, i + 300))));
    }
    level = (await inBatches(refs, (ref) => ref.listCollections())).flat();
  }
  return found;
}
