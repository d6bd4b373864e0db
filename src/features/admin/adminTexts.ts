import { SETTINGS_TEXTS } from '../../domain/globalSettings';
import { useErrorText, useT, type MessageId } from '../languages';

/** The settings schema's sentences (shared with the rules' tests, in English) as messages. */
const MESSAGES: Record<string, MessageId> = {
  [SETTINGS_TEXTS.badDate]: 'admin.settings.badDate',
  [SETTINGS_TEXTS.badLink]: 'admin.settings.badLink',
  [SETTINGS_TEXTS.textTooLong]: 'admin.settings.textTooLong',
  [SETTINGS_TEXTS.linkTooLong]: 'admin.settings.linkTooLong',
};

/** A staff page's sentence in the person's language: the schema's, the app's failures, else as it came. */
export function useAdminText() {
  const t = useT();
  const errorText = useErrorText();
  return <T extends string | null | undefined>(text: T): T | string => {
    const id = text ? MESSAGES[text] : undefined;
    return id ? t(id) : errorText(text);
  };
}
