import { useEmailText, useT, type MessageId } from '../languages';

/**
 * data/auth describeAuthError's sentences (English, by Firebase's error code) as messages; the
 * invalid address is the e-mail check's own sentence (emailTexts).
 */
const MESSAGES: Record<string, MessageId> = {
  'Please enter your password.': 'signin.error.missingPassword',
  'Passwords need at least 6 characters.': 'signin.error.weakPassword',
  'An account with this e-mail already exists. Sign in instead.': 'signin.error.emailInUse',
  'Wrong e-mail or password.': 'signin.error.wrongCredentials',
  'The sign-in window was closed before finishing.': 'signin.error.popupClosed',
  'The browser blocked the sign-in window. Allow pop-ups and try again.':
    'signin.error.popupBlocked',
  'Something went wrong. Please try reloading the page.': 'signin.error.other',
};

/** A sign-in sentence in the person's language; one not listed stays as it came. */
export function useSignInText() {
  const t = useT();
  const emailText = useEmailText();
  return <T extends string | null | undefined>(text: T): T | string => {
    const id = text ? MESSAGES[text] : undefined;
    return id ? t(id) : emailText(text);
  };
}
