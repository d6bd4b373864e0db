// Operation builders for matrix rows: each returns the `run` of a Row. A path may depend on the
// actor (e.g. their own document).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';
import type { Actor } from './roleMatrix';

export type PathOf = string | ((actor: Actor) => string);
type Data = Record<string, unknown>;
export type DataOf = Data | ((actor: Actor) => Data);

/** Marks a run as read-only: a successful attempt leaves the data unchanged. */
const readOnly = <F extends (actor: Actor) => Promise<unknown>>(run: F): F =>
  Object.assign(run, { readOnly: true });

const resolve = <T>(value: T | ((actor: Actor) => T), actor: Actor): T =>
  typeof value === 'function' ? (value as (actor: Actor) => T)(actor) : value;

export const get = (path: PathOf) =>
  readOnly((actor: Actor) => getDoc(doc(actor.db, resolve(path, actor))));

export const list = (path: PathOf) =>
  readOnly((actor: Actor) => getDocs(collection(actor.db, resolve(path, actor))));

/** A query with one where() clause; the value may depend on the actor (e.g. their uid). */
export const listWhere = (
  path: PathOf,
  field: string,
  op: WhereFilterOp,
  value: unknown | ((actor: Actor) => unknown),
) =>
  readOnly((actor: Actor) =>
    getDocs(
      query(collection(actor.db, resolve(path, actor)), where(field, op, resolve(value, actor))),
    ),
  );

/** A query with any constraints (where, orderBy, limit, startAt...), as the SPA pages lists. */
export const listQuery = (path: PathOf, ...constraints: QueryConstraint[]) =>
  readOnly((actor: Actor) =>
    getDocs(query(collection(actor.db, resolve(path, actor)), ...constraints)),
  );

/** True for runs built by get/list/listWhere/listQuery. */
export function isReadOnly(run: unknown): boolean {
  return (run as { readOnly?: boolean }).readOnly === true;
}

export const set = (path: PathOf, data: DataOf) => (actor: Actor) =>
  setDoc(doc(actor.db, resolve(path, actor)), resolve(data, actor));

export const merge = (path: PathOf, data: DataOf) => (actor: Actor) =>
  setDoc(doc(actor.db, resolve(path, actor)), resolve(data, actor), { merge: true });

export const update = (path: PathOf, data: DataOf) => (actor: Actor) =>
  updateDoc(doc(actor.db, resolve(path, actor)), resolve(data, actor));

export const remove = (path: PathOf) => (actor: Actor) =>
  deleteDoc(doc(actor.db, resolve(path, actor)));

/** Setup helpers (rules disabled). */
export const seedDoc = (path: PathOf, data: DataOf) => (firestore: Firestore, actor: Actor) =>
  setDoc(doc(firestore, resolve(path, actor)), resolve(data, actor));

export const seedMerge = (path: PathOf, data: DataOf) => (firestore: Firestore, actor: Actor) =>
  setDoc(doc(firestore, resolve(path, actor)), resolve(data, actor), { merge: true });

export const unseed = (path: PathOf) => (firestore: Firestore, actor: Actor) =>
  deleteDoc(doc(firestore, resolve(path, actor)));
