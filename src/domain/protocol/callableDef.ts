import type { z } from 'zod';
import { CALLABLE_NAMES, type CallableKey } from './callableNames';

/** A callable's payload schema and, as a type only, what it answers. */
export interface CallableSchema<S extends z.ZodType = z.ZodType, R = unknown> {
  readonly schema: S;
  /** Never set: carries the result type R from the registry to the client and the handler. */
  readonly result?: R;
}

/** One callable of the protocol (callableRegistry.ts): its deployed name, schema and result. */
export interface CallableDef<S extends z.ZodType = z.ZodType, R = unknown> extends CallableSchema<
  S,
  R
> {
  readonly name: string;
}

/**
 * `callable<Result>()(schema)`: curried so that the result type is written and the schema's type
 * is inferred (TypeScript infers all of a call's type arguments or none).
 */
export const callable =
  <R = unknown>() =>
  <S extends z.ZodType>(schema: S): CallableSchema<S, R> => ({ schema });

/** The payload type and the answer type of an entry, for the client's typed call. */
export type PayloadOf<D> = D extends CallableSchema<infer S> ? z.input<S> : never;
export type ResultOf<D> = D extends CallableSchema<z.ZodType, infer R> ? R : never;

/**
 * The registry's entries with their deployed names (callableNames.ts): every key needs a schema,
 * and a schema whose key has no name is a type error, so names and schemas cannot drift apart.
 */
export function named<E extends Record<CallableKey, CallableSchema>>(
  entries: E & Record<Exclude<keyof E, CallableKey>, never>,
): { [K in CallableKey]: E[K] & { readonly name: (typeof CALLABLE_NAMES)[K] } } {
  const keys = Object.keys(CALLABLE_NAMES) as CallableKey[];
  return Object.fromEntries(
    keys.map((key) => [key, { ...entries[key], name: CALLABLE_NAMES[key] }]),
  ) as { [K in CallableKey]: E[K] & { readonly name: (typeof CALLABLE_NAMES)[K] } };
}
