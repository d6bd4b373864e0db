import { z } from 'zod';
import { LIMITS } from './constants';

/** A display name as typed in the join form: trimmed, 1..48 characters. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(LIMITS.nameMax, `Names are at most ${LIMITS.nameMax} characters.`);

export function canJoinWithName(name: string): boolean {
  return displayNameSchema.safeParse(name).success;
}
