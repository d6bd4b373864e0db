import { LIMITS } from './constants';
import { textProblem, type TextRule } from './text';

/** A display name as typed in the join form: trimmed, 1..48 characters. */
export const NAME_RULE: TextRule = {
  max: LIMITS.nameMax,
  required: 'Please enter your name.',
  tooLong: `Names are at most ${LIMITS.nameMax} characters.`,
};

/** Why a display name cannot be used, or null when it can. */
export function displayNameProblem(name: string): string | null {
  return textProblem(name, NAME_RULE);
}

export function canJoinWithName(name: string): boolean {
  return displayNameProblem(name) === null;
}

/** The first letter of a name for an avatar placeholder: a whole character (emoji too), or '?'. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}
