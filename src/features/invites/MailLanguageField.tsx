import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/languages';
import { useT } from '../languages';

/**
 * The language the invitation e-mails of this page are written in (issue 34): each language
 * under its own name, as the language picker shows them. It starts as the staff member's own.
 */
export function MailLanguageField({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="invites-mail-language">
      <label className="ui-field">
        {t('invites.mailLanguage')}
        <select
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            if (isLanguage(e.target.value)) onChange(e.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-hint`} className="invites-hint">
        {t('invites.mailLanguageHint')}
      </p>
    </div>
  );
}
