import type { z } from 'zod';

/**
 * One callable of the protocol (callableRegistry.ts): its deployed name, the schema its payload
 * must pass and, as a type only, what it answers.
 */
export interface CallableDef<S extends z.ZodType = z.ZodType, R = unknown> {
  readonly name: string;
  readonly schema: S;
  /** Never set: carries the result type R from the registry to the client and the handler. */
  readonly result?: R;
}

/**
 * `callable<Result>()(name, schema)`: curried so that the result type is written and the schema's
 * type is inferred (TypeScript infers all of a call's type arguments or none).
 */
export const callable =
  <R = unknown>() =>
  <S extends z.ZodType>(name: string, schema: S): CallableDef<S, R> => ({ name, schema });
