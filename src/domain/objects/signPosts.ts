import { textProblem } from '../text';

/**
 * Sign posts (reference): a label over a post and, when there is one, a message read in a
 * modal whose links are clickable. Label at most 50 characters (firestore.rules
 * isValidInstanceProps), shown as '...' when empty; 'Read message' only if a message exists.
 */
export const SIGN_POST = {
  labelMax: 50,
  /** The rules' bound on a message (isValidInstanceProps). */
  messageMax: 2000,
  emptyLabel: '...',
  readMessage: 'Read message',
} as const;

export interface SignPostText {
  label: string;
  message: string;
}

/** The label as shown: itself, or '...' when empty. */
export function shownLabel(label: string): string {
  return label.trim() === '' ? SIGN_POST.emptyLabel : label;
}

export function hasMessage(sign: SignPostText): boolean {
  return sign.message.trim() !== '';
}

/**
 * The sign post the player can read: of those within their own radius (_signPost-radius,
 * objectSizes.ts SIGN_RADIUS), the nearest, or none.
 */
export function readableSignPost<T extends { x: number; y: number; radius: number }>(
  signs: readonly T[],
  player: { x: number; y: number },
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const sign of signs) {
    const d = Math.hypot(sign.x - player.x, sign.y - player.y);
    if (d <= sign.radius && d < bestDistance) {
      best = sign;
      bestDistance = d;
    }
  }
  return best;
}

export const SIGN_TEXTS = {
  labelTooLong: `A sign post's title is at most ${SIGN_POST.labelMax} characters.`,
  messageTooLong: `A sign post's message is at most ${SIGN_POST.messageMax} characters.`,
} as const;

/** Why a sign's text cannot be stored, or null when it can (both may be blank). */
export function signTextError(sign: SignPostText): string | null {
  return (
    textProblem(sign.label, { max: SIGN_POST.labelMax, tooLong: SIGN_TEXTS.labelTooLong }) ??
    textProblem(sign.message, { max: SIGN_POST.messageMax, tooLong: SIGN_TEXTS.messageTooLong })
  );
}
