import { LIMITS } from './constants';

/**
 * Why a display name (as typed in the join form) cannot be used, or null when it can: trimmed,
 * 1..48 characters. Plain TypeScript on purpose: the join form's chunk carries no schema library.
 */
export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Please enter your name.';
  if (trimmed.length > LIMITS.nameMax) return `Names are at most ${LIMITS.nameMax} characters.`;
  return null;
}

export function canJoinWithName(name: string): boolean {
  return displayNameProblem(name) === null;
}
